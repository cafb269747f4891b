'use strict';
// Test helpers: the app on a free loopback port, an HTTP client that returns status, headers and
// body, a raw-socket client for requests no HTTP client sends, and a WebSocket client whose frames
// and close can be awaited with a bound.

const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const WebSocket = require('ws');
const { createApp } = require('../lib/app');
const { fromEnv } = require('../lib/config');
const { memoryStore } = require('../lib/items/memory');

const { WAIT_MS, raw, rawInTurn, parseResponse, within } = require('./raw-http');
const SERVER = path.join(__dirname, '..', 'server.js');

/** The app listening on 127.0.0.1:<free port>; env overrides the defaults (config.js). */
async function startApp(env = {}, store = memoryStore()) {
  const config = fromEnv({ PORT: '0', ...env });
  const app = createApp(config, store);
  await new Promise((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address();
  return { port, store, stop: () => app.stop() };
}

/** One HTTP/1.1 request: {status, headers, body}. */
function request(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(WAIT_MS, () => req.destroy(new Error(`no answer to ${method} ${path} within ${WAIT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Contract "Errors": status, application/json, a matching Content-Length, exactly {error, message}. */
function assertContractError(response, status, code) {
  assert.equal(response.status, status, response.body);
  assert.match(response.headers['content-type'], /^application\/json/);
  assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body));
  assert.ok(response.headers.date, 'Date header');
  const body = JSON.parse(response.body);
  assert.deepEqual(Object.keys(body), ['error', 'message']);
  assert.equal(body.error, code);
  assert.ok(body.message.length > 0);
  return body;
}

/** Contract: a random payload is `size` characters from [A-Za-z0-9]. */
function assertPayload(payload, size) {
  assert.equal(payload.length, size);
  assert.match(payload, /^[A-Za-z0-9]*$/);
}

/** A WebSocket client: next() resolves with the next text message, closed() with {code, reason}. */
function openSocket(port, path) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const messages = [];
  const waiting = [];
  ws.on('message', (data) => {
    const text = data.toString();
    if (waiting.length > 0) {
      waiting.shift()(text);
    } else {
      messages.push(text);
    }
  });
  const closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const opened = new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  return {
    ws,
    opened: () => within(opened, 'the handshake'),
    next: () => within(messages.length > 0 ? Promise.resolve(messages.shift())
      : new Promise((resolve) => waiting.push(resolve)), 'a message'),
    nextJson: async function nextJson() {
      return JSON.parse(await this.next());
    },
    closed: () => within(closed, 'the close'),
  };
}

/** server.js as a process, as run-suite starts it: listening() resolves with the port of its first line. */
function startProcess(env) {
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const port = output.match(/^node-server listening on http:\/\/127\.0\.0\.1:(\d+) /);
      if (port) {
        resolve(Number(port[1]));
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening: ${output}`)));
  });
  listening.catch(() => {}); // awaited by the tests that need it
  return { child, listening: () => within(listening, 'the listening line'), exited: () => within(exited, 'the exit') };
}


module.exports = {
  startApp, startProcess, request, raw, rawInTurn, parseResponse, assertContractError, assertPayload, openSocket, within,
};
