'use strict';
// Answers with a Content-Length, on a response or (before a WebSocket handshake) on the raw socket.
// Node's http module adds Date and keeps HTTP/1.1 (and HTTP/1.0 keep-alive) connections open.

const http = require('http');

const JSON_TYPE = 'application/json';
const LINGER_MS = 2000;
/** Sockets already answered: a failed parser may report the same socket again. */
const answered = new WeakSet();

function send(res, status, contentType, body, headers = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function json(res, status, value, headers) {
  send(res, status, JSON_TYPE, JSON.stringify(value), headers);
}

/** CONTRACT.md "Errors": {"error":"<short code>","message":"<what was wrong>"}. */
function error(res, status, code, message, headers) {
  json(res, status, { error: code, message }, headers);
}

/**
 * The same error written on the raw socket (a refused upgrade, a request Node could not parse): a
 * complete HTTP/1.1 answer, then a half-close (FIN) while unread client bytes are discarded, so the
 * client reads the answer instead of a reset; destroyed after LINGER_MS if the client stays.
 */
function rawError(socket, status, code, message, headers = {}) {
  if (answered.has(socket)) {
    return;
  }
  answered.add(socket);
  const body = JSON.stringify({ error: code, message });
  const lines = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, `Date: ${new Date().toUTCString()}`,
    `Content-Type: ${JSON_TYPE}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`${name}: ${value}`);
  }
  socket.on('error', () => {});
  socket.resume();
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

module.exports = { send, json, error, rawError, JSON_TYPE };
