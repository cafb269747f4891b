'use strict';
// Test helpers: server.js as a process on a free loopback port (as run-suite starts it), an HTTP
// client that returns status, headers and body, and raw-socket clients for requests no HTTP client sends.

const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');

const WAIT_MS = 5000;
const SERVER = path.join(__dirname, '..', 'server.js');

/**
 * server.js with PORT=0: listening() resolves with the port of its first line, exited() with
 * {code, signal, output}; stop() sends SIGTERM and waits for the exit.
 */
function startServer(env = {}) {
  const child = spawn(process.execPath, [SERVER],
    { env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const port = output.match(/^socket\.io \S+ listening on http:\/\/127\.0\.0\.1:(\d+) /);
      if (port) {
        resolve(Number(port[1]));
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening: ${output}`)));
  });
  listening.catch(() => {}); // awaited by the tests that need it
  return {
    child,
    listening: () => within(listening, 'the listening line'),
    exited: () => within(exited, 'the exit'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await within(exited, 'the exit').catch(() => child.kill('SIGKILL'));
    },
  };
}

/** One HTTP/1.1 request: {status, headers, body}. */
function request(port, path) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(WAIT_MS, () => req.destroy(new Error(`no answer to GET ${path} within ${WAIT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

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

/** CONTRACT.md "Errors": status, application/json, a matching Content-Length, exactly {error, message}. */
function assertContractError(response, status, code) {
  assert.equal(response.status, status, response.body);
  assert.match(response.headers['content-type'], /^application\/json/);
  assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body));
  const body = JSON.parse(response.body);
  assert.deepEqual(Object.keys(body), ['error', 'message']);
  assert.equal(body.error, code);
  assert.ok(body.message.length > 0);
  return body;
}

function within(promise, what) {
  let timer;
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

module.exports = { startServer, request, raw, rawInTurn, parseResponse, assertContractError };
