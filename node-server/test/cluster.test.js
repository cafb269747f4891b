'use strict';
// WORKERS: node:cluster with the workers sharing one port and one MongoDB, so the count stays one.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { request, startProcess } = require('./support');
const { startEmbeddedStore } = require('./embedded-store');
const { sample } = require('./exposition');

let store;
before(async () => {
  store = await startEmbeddedStore();
});
after(() => store && store.stop());

test('a cluster of two workers on one port counts every insert once', async (t) => {
  const server = startProcess({ PORT: '0', WORKERS: '2', MONGODB_URI: store.uri });
  t.after(() => server.child.kill('SIGKILL'));
  const port = await server.listening();
  const before = JSON.parse((await request(port, '/items/count')).body).count;

  const responses = await Promise.all(Array.from({ length: 100 }, () => request(port, '/items', { method: 'POST' })));

  assert.ok(responses.every((response) => response.status === 201));
  assert.equal(JSON.parse((await request(port, '/items/count')).body).count, before + 100);
  // Whichever worker answers, the metrics are every worker's added up: the 100 inserts, once each.
  const metrics = (await request(port, '/prometheus')).body;
  assert.equal(sample(metrics, 'http_server_requests_seconds_count', 'uri="/items"', 'status="201"'), 100);
  assert.ok(sample(metrics, 'process_cpu_seconds_total') > 0);
  server.child.kill('SIGTERM');
  const exit = await server.exited();
  assert.equal(exit.code, 0);
  assert.match(exit.output, /cluster of 2 workers/);
});
