'use strict';
// server.js as run-suite starts it: PORT=0, the port in the first line, SIGTERM stops it cleanly.

const assert = require('node:assert/strict');
const { test } = require('node:test');
const { request, openSocket, startProcess: start } = require('./support');

test('prints the actual port first when started with PORT=0, and serves on it', async (t) => {
  const server = start({ PORT: '0' });
  t.after(() => server.child.kill('SIGKILL'));

  const port = await server.listening();

  assert.ok(port > 0);
  assert.equal((await request(port, '/hello')).body, 'Hello, World!');
  server.child.kill('SIGTERM');
  assert.equal((await server.exited()).code, 0);
});

test('closes open WebSockets with 1001 on SIGTERM and exits 0', async (t) => {
  const server = start({ PORT: '0' });
  t.after(() => server.child.kill('SIGKILL'));
  const socket = openSocket(await server.listening(), '/ws');
  await socket.opened();

  server.child.kill('SIGTERM');

  assert.equal((await socket.closed()).code, 1001);
  assert.equal((await server.exited()).code, 0);
});

test('refuses to start a cluster without MONGODB_URI, saying why', async () => {
  const exit = await start({ PORT: '0', WORKERS: '2', MONGODB_URI: '' }).exited();

  assert.equal(exit.code, 2);
  assert.match(exit.output, /WORKERS needs MONGODB_URI/);
});
