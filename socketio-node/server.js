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
//   idx and size come from the handshake query (?idx=N&size=S); size defaults to 4096.
// Bad idx/size in the handshake query: the namespace connect is refused (44{"message":"bad_size"}).
// Bad send_me_data arguments: an "error" event {"error":"bad_idx"|"bad_size","message":...}.
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

/** An integer in [0, max] from a query value or an event argument; undefined when absent, null when bad. */
function bounded(value, max) {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  const text = String(value);
  if (!/^[0-9]{1,16}$/.test(text)) {
    return null;
  }
  const number = Number(text);
  return number <= max ? number : null;
}

/** idx and size of the handshake query; refuses the namespace connect when either is malformed. */
function handshakeQuery(socket, next) {
  const query = socket.handshake.query;
  const idx = bounded(query.idx, MAX_IDX);
  const size = bounded(query.size, MAX_SIZE);
  if (idx === null) {
    return next(new Error('bad_idx'));
  }
  if (size === null) {
    return next(new Error('bad_size'));
  }
  socket.data.idx = idx === undefined ? 0 : idx;
  socket.data.size = size === undefined ? DEFAULT_SIZE : size;
  return next();
}

// The transports experiment's browser page, the same files the reference server serves (docs/browser.md).
const PAGE_FOLDER = path.join(__dirname, '..', 'server', 'src', 'main', 'resources', 'lab');
const PAGE_FILES = {
  '/lab/transports.html': { file: 'transports.html', type: 'text/html; charset=utf-8' },
  '/lab/transports.js': { file: 'transports.js', type: 'text/javascript; charset=utf-8' },
};

function servePage(req, res) {
  const page = PAGE_FILES[new URL(req.url, 'http://localhost').pathname];
  if (!page || req.method !== 'GET') {
    return false;
  }
  const body = fs.readFileSync(path.join(PAGE_FOLDER, page.file));
  res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': body.length });
  res.end(body);
  return true;
}

const httpServer = http.createServer((req, res) => {
  if (servePage(req, res)) {
    return;
  }
  // Socket.IO answers its own path; everything else gets a short answer instead of hanging.
  const status = req.url === '/health' ? 200 : 404;
  const body = status === 200 ? '{"status":"UP"}' : '{"error":"not_found","message":"Socket.IO only"}';
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
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

io.use(handshakeQuery);
io.on('connection', (socket) => {
  socket.on('send_me_data', (idx, size) => {
    const wantedIdx = bounded(idx, MAX_IDX);
    const wantedSize = bounded(size, MAX_SIZE);
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
fresh.use(handshakeQuery);
fresh.on('connection', (socket) => {
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
