'use strict';
// CONTRACT.md "WebSocket, persistent connection" (/ws) and "fresh connection per exchange"
// (/ws/fresh), with the ws package on the http server's 'upgrade' event, the usual Node way. Node
// hands every request with "Connection: Upgrade" and an Upgrade header to that event, whatever the
// protocol asked for: anything that is not a WebSocket handshake to one of the two paths is refused
// there with the contract's JSON error (an h2c upgrade to /hello gets 404, as such servers answer).

const { WebSocketServer } = require('ws');
const { BadInput, fromMessage, fromQuery } = require('./exchange');
const { youHaveData } = require('./payload');
const { rawError } = require('./reply');
const { splitUrl, readableTarget, UNREADABLE_TARGET } = require('./url');

/** Largest inbound message (fragments joined); above it ws closes with 1009. Requests are tiny JSON. */
const MAX_MESSAGE_BYTES = 65536;
const PERSISTENT = '/ws';
const FRESH = '/ws/fresh';
const TEXT = { binary: false };
const ignore = () => {};

/** Why a request is not a WebSocket handshake this server accepts: {status, code, message, headers}, or null. */
function upgradeRefusal(req, path) {
  if (!readableTarget(req.url)) {
    return UNREADABLE_TARGET;
  }
  if (path !== PERSISTENT && path !== FRESH) {
    return { status: 404, code: 'not_found', message: 'no WebSocket endpoint at this path (only /ws and /ws/fresh)' };
  }
  if (req.method !== 'GET') {
    return { status: 405, code: 'method_not_allowed', message: 'a WebSocket handshake is a GET', headers: { Allow: 'GET' } };
  }
  const upgrade = req.headers.upgrade;
  if (upgrade === undefined || upgrade.toLowerCase() !== 'websocket') {
    return { status: 400, code: 'bad_request', message: 'this endpoint takes a WebSocket upgrade (Upgrade: websocket) only' };
  }
  if (!/(^|,)\s*upgrade\s*(,|$)/i.test(req.headers.connection || '')) {
    return { status: 400, code: 'bad_request', message: 'a WebSocket upgrade needs Connection: Upgrade' };
  }
  return null;
}

function errorEvent(problem) {
  return JSON.stringify({ event: 'error', error: problem.code, message: problem.message });
}

function persistent(ws) {
  ws.on('message', (data, isBinary) => {
    try {
      if (isBinary) {
        throw new BadInput('binary_frame', 'send requests as text frames');
      }
      ws.send(youHaveData(fromMessage(data.toString('utf8'))), TEXT);
    } catch (problem) {
      if (!(problem instanceof BadInput)) {
        throw problem;
      }
      ws.send(errorEvent(problem));
    }
  });
}

/** The error event, then close 1008: ws writes frames in order, so the event arrives first. */
function refuseFresh(ws, problem) {
  ws.send(errorEvent(problem));
  ws.close(1008, problem.code);
}

function fresh(ws, query, idleTimeoutMs) {
  let exchange;
  try {
    exchange = fromQuery(new URLSearchParams(query));
  } catch (problem) {
    refuseFresh(ws, problem);
    return;
  }
  ws.send(youHaveData(exchange), TEXT);
  const idle = setTimeout(() => ws.close(1000, 'idle timeout'), idleTimeoutMs);
  ws.on('close', () => clearTimeout(idle));
  ws.on('message', () => refuseFresh(ws,
    new BadInput('unexpected_message', 'a fresh connection takes no messages; close it after the data')));
}

/** The 'upgrade' listener for an http.Server, and a way to close every open socket on shutdown. */
function createSockets(config) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  // What ws itself refuses (a bad Sec-WebSocket-Key or -Version): the contract's JSON instead of ws's text.
  wss.on('wsClientError', (err, socket) => rawError(socket, 400, 'bad_request',
    `WebSocket handshake refused: ${err.message}`, { 'Sec-WebSocket-Version': '13' }));

  function onUpgrade(req, socket, head) {
    const { path, query } = splitUrl(req.url);
    const refusal = upgradeRefusal(req, path);
    if (refusal !== null) {
      rawError(socket, refusal.status, refusal.code, refusal.message, refusal.headers);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Protocol errors (bad frames, too large, invalid UTF-8) close the socket; ws reports them here too.
      ws.on('error', ignore);
      if (path === PERSISTENT) {
        persistent(ws);
      } else {
        fresh(ws, query, config.freshIdleTimeoutMs);
      }
    });
  }

  /** Shutdown: 1001 Going Away to every open socket. */
  function closeAll() {
    for (const ws of wss.clients) {
      ws.close(1001, 'Going Away');
    }
  }

  return { onUpgrade, closeAll, openSockets: () => wss.clients.size };
}

module.exports = { createSockets, upgradeRefusal, MAX_MESSAGE_BYTES };
