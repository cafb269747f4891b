'use strict';
// Test helpers: server.js as a process on a free loopback port (as run-suite starts it), an HTTP
// client that returns status, headers and body, and raw-socket clients for requests no HTTP client sends.

const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');

const { WAIT_MS, raw, rawInTurn, parseResponse, within } = require('../../node-server/test/raw-http');
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


module.exports = { startServer, request, raw, rawInTurn, parseResponse, assertContractError };
