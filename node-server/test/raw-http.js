'use strict';
// Raw HTTP over a TCP socket, for requests no HTTP client sends (a request target like `//[`, requests in
// turn on one connection), shared by node-server's tests and socketio-node's (which require it from here).

const net = require('node:net');

const WAIT_MS = 5000;

/** Writes `text` on a new TCP connection; resolves with everything read until the server closes it. */
function raw(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks = [];
    socket.setTimeout(WAIT_MS, () => socket.destroy(new Error(`connection still open after ${WAIT_MS} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

/**
 * Writes each request on one TCP connection once the answer to the one before is read (framed by its
 * Content-Length); resolves with the answers parsed. Fails if the server closes the connection first.
 */
function rawInTurn(port, texts) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const answers = [];
    let unread = Buffer.alloc(0);
    const next = () => {
      if (answers.length === texts.length) {
        socket.destroy();
        resolve(answers);
      } else {
        socket.write(texts[answers.length]);
      }
    };
    socket.setTimeout(WAIT_MS, () => socket.destroy(new Error(`no answer within ${WAIT_MS} ms`)));
    socket.on('connect', next);
    socket.on('data', (chunk) => {
      unread = Buffer.concat([unread, chunk]);
      const head = unread.indexOf('\r\n\r\n');
      const declared = head < 0 ? null : /\r\ncontent-length: *(\d+)/i.exec(unread.subarray(0, head).toString());
      const length = declared === null ? 0 : Number(declared[1]);
      if (head < 0 || unread.length < head + 4 + length) {
        return;
      }
      answers.push(parseResponse(unread.subarray(0, head + 4 + length).toString()));
      unread = unread.subarray(head + 4 + length);
      next();
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed after ${answers.length} of ${texts.length} answers`)));
  });
}

/** A parsed raw HTTP answer: {status, headers (lower-case names), body}. */
function parseResponse(text) {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}

function within(promise, what) {
  let timer;
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

module.exports = { WAIT_MS, raw, rawInTurn, parseResponse, within };
