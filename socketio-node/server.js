'use strict';
// A Socket.IO v4 server for the transports experiment, written the way the original experiment's
// server was ("A Node.js speed dilemma: AJAX or Socket.IO?"): the persistent page emits
// send_me_data and gets you_have_data back on the same connection; the fresh page connects to its
// own namespace and is sent its data right after connecting. The Gatling suite drives it with
// -Dframing=socketio (see socketio-node/run-suite and docs/experiments.md).
//
// Wire rules (Engine.IO v4 / Socket.IO v5 over the WebSocket transport only):
//   main namespace "/":  42["send_me_data",idx(,size)] -> 42["you_have_data",idx,"<size random chars>"]
//   namespace "/fresh":  on connect -> 42/fresh,["you_have_data",idx,"<size random chars>"]
//   idx and size come from the handshake query (?idx=N&size=S); size defaults to 4096; joining /fresh needs idx.
//   leaving the last namespace joined (41, 41/fresh,): the server closes the WebSocket with 1000.
// Bad idx/size in the handshake query: the namespace connect is refused (44{"message":"bad_size"}).
// Bad send_me_data arguments: an "error" event {"error":"bad_idx"|"bad_size","message":...}.
// An upgrade to /socket.io/ for another transport or EIO: 400 {"error":"bad_transport"|"bad_eio",...}.
// A request target no URL parser reads ("GET //[ HTTP/1.1"), upgrade or not: 400 {"error":"bad_request",...}.
// Environment: PORT (default 3000; 0 = any free port, printed), PING_INTERVAL_MS and PING_TIMEOUT_MS
// (Engine.IO's heartbeat, default 25000 / 20000; a short interval proves the client answers pings).

const fs = require('fs');
const http = require('http');
const path = require('path');
const { Server } = require('socket.io');

const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const PING_INTERVAL_MS = Number.parseInt(process.env.PING_INTERVAL_MS || '25000', 10);
const PING_TIMEOUT_MS = Number.parseInt(process.env.PING_TIMEOUT_MS || '20000', 10);
const HOST = '127.0.0.1';
const SOCKET_IO_PATH = '/socket.io/';
const DEFAULT_SIZE = 4096;
const MAX_SIZE = 1048576;
const MAX_IDX = 2 ** 53;
const ALPHANUMERIC = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');

/** Fresh random characters from [A-Za-z0-9] for every exchange, never a cached string. */
function randomString(size) {
  const out = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i++) {
    out[i] = ALPHANUMERIC[(Math.random() * ALPHANUMERIC.length) | 0];
  }
  return out.toString('latin1');
}

/** An event argument: undefined when absent (or null), null unless it is an integer in [0, max]. */
function eventInteger(value, max) {
  if (value === undefined || value === null) {
    return undefined;
  }
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

/** A handshake query value: undefined when absent, null unless it is 1 to 16 digits within [0, max]. */
function queryInteger(text, max) {
  if (text === undefined) {
    return undefined;
  }
  if (typeof text !== 'string' || !/^[0-9]{1,16}$/.test(text)) {
    return null;
  }
  // BigInt: 9007199254740993 would round to 2^53 as a Number and slip through.
  return BigInt(text) <= BigInt(max) ? Number(text) : null;
}

/**
 * idx and size of the handshake query; refuses the namespace connect when either is malformed, and
 * the fresh namespace's connect without idx (CONTRACT.md: required there).
 */
function handshakeQuery(idxRequired) {
  return (socket, next) => {
    const query = socket.handshake.query;
    const idx = queryInteger(query.idx, MAX_IDX);
    const size = queryInteger(query.size, MAX_SIZE);
    if (idx === null || (idx === undefined && idxRequired)) {
      return next(new Error('bad_idx'));
    }
    if (size === null) {
      return next(new Error('bad_size'));
    }
    socket.data.idx = idx === undefined ? 0 : idx;
    socket.data.size = size === undefined ? DEFAULT_SIZE : size;
    return next();
  };
}

/**
 * CONTRACT.md "leave": when the client has left its last namespace, the server closes the WebSocket
 * with 1000 (Socket.IO itself leaves that to the client, and engine.io closes without a status).
 */
function closeWhenNoneJoined(socket) {
  socket.on('disconnect', (reason) => {
    if (reason === 'client namespace disconnect' && socket.client.sockets.size === 0) {
      const ws = socket.conn.transport.socket;
      if (ws && typeof ws.close === 'function') {
        ws.close(1000, '');
      } else {
        socket.conn.close();
      }
    }
  });
}

/** Why an upgrade to the Socket.IO path cannot be served: {error, message}, or null (other paths too). */
function upgradeRefusal(url) {
  if (!url.startsWith(SOCKET_IO_PATH)) {
    return null;
  }
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
  if (query.get('EIO') !== '4') {
    return { error: 'bad_eio', message: 'only Engine.IO version 4 is served (EIO=4)' };
  }
  if (query.get('transport') !== 'websocket') {
    return { error: 'bad_transport', message: 'only the websocket transport is served' };
  }
  return null;
}

/** 400 with the JSON error on the raw socket, then a half-close; destroyed if the client lingers. */
function refuse(socket, { error, message }) {
  const body = JSON.stringify({ error, message });
  socket.on('error', () => {});
  socket.resume();
  socket.end(['HTTP/1.1 400 Bad Request', `Date: ${new Date().toUTCString()}`, 'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'));
  setTimeout(() => socket.destroy(), 2000).unref();
}

// The transports experiment's browser page, the same files the reference server serves (docs/browser.md).
const PAGE_FOLDER = path.join(__dirname, '..', 'server', 'src', 'main', 'resources', 'lab');
const PAGE_FILES = {
  '/lab/transports.html': { file: 'transports.html', type: 'text/html; charset=utf-8' },
  '/lab/transports.js': { file: 'transports.js', type: 'text/javascript; charset=utf-8' },
};

/** The request target's path, or null when it is no URL ("//[": an authority that is no host). */
function pathOf(url) {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

const UNREADABLE_TARGET = { error: 'bad_request', message: 'the request target is not a valid URL' };

function servePage(pathname, req, res) {
  const page = PAGE_FILES[pathname];
  if (!page || req.method !== 'GET') {
    return false;
  }
  const body = fs.readFileSync(path.join(PAGE_FOLDER, page.file));
  res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': body.length });
  res.end(body);
  return true;
}

function answer(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const httpServer = http.createServer((req, res) => {
  const pathname = pathOf(req.url);
  if (pathname === null) {
    answer(res, 400, UNREADABLE_TARGET);
  } else if (!servePage(pathname, req, res)) {
    // Socket.IO answers its own path; everything else gets a short answer instead of hanging.
    const health = req.url === '/health';
    answer(res, health ? 200 : 404, health ? { status: 'UP' } : { error: 'not_found', message: 'Socket.IO only' });
  }
});

const io = new Server(httpServer, {
  transports: ['websocket'],
  // /socket.io/socket.io.js: the browser page's Socket.IO transports load the client from here.
  serveClient: true,
  pingInterval: PING_INTERVAL_MS,
  pingTimeout: PING_TIMEOUT_MS,
  // A browser page of the original would come from another origin during a lab run.
  cors: { origin: '*' },
});

// CONTRACT.md: an upgrade for another transport or Engine.IO version is refused with 400 and the
// JSON error body (engine.io's own refusal is text/html), so those are answered before engine.io's
// 'upgrade' listener sees them.
const engineUpgrade = httpServer.listeners('upgrade');
httpServer.removeAllListeners('upgrade');
httpServer.on('upgrade', (req, socket, head) => {
  const refusal = pathOf(req.url) === null ? UNREADABLE_TARGET : upgradeRefusal(req.url);
  if (refusal !== null) {
    refuse(socket, refusal);
    return;
  }
  for (const listener of engineUpgrade) {
    listener.call(httpServer, req, socket, head);
  }
});

io.use(handshakeQuery(false));
io.on('connection', (socket) => {
  closeWhenNoneJoined(socket);
  socket.on('send_me_data', (idx, size) => {
    const wantedIdx = eventInteger(idx, MAX_IDX);
    const wantedSize = eventInteger(size, MAX_SIZE);
    if (wantedIdx === undefined || wantedIdx === null) {
      socket.emit('error', { error: 'bad_idx', message: 'idx must be an integer 0..2^53' });
      return;
    }
    if (wantedSize === null) {
      socket.emit('error', { error: 'bad_size', message: 'size must be an integer 0..' + MAX_SIZE });
      return;
    }
    socket.emit('you_have_data', wantedIdx, randomString(wantedSize === undefined ? socket.data.size : wantedSize));
  });
});

const fresh = io.of('/fresh');
fresh.use(handshakeQuery(true));
fresh.on('connection', (socket) => {
  closeWhenNoneJoined(socket);
  socket.emit('you_have_data', socket.data.idx, randomString(socket.data.size));
});

function shutdown() {
  io.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

httpServer.listen(PORT, HOST, () => {
  const { port } = httpServer.address();
  const version = require('socket.io/package.json').version;
  console.log(`socket.io ${version} listening on http://${HOST}:${port} (websocket only; namespaces / and /fresh;`
    + ` ping every ${PING_INTERVAL_MS} ms)`);
});
