'use strict';
// CONTRACT.md "Operations", metrics: GET /prometheus with the process's CPU time and the requests per route.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, request } = require('./support');
const { sample } = require('./exposition');

let app;
before(async () => {
  app = await startApp();
});
after(() => app.stop());

test('answers in the Prometheus text format with the process CPU time', async () => {
  const response = await request(app.port, '/prometheus');

  assert.equal(response.status, 200);
  assert.match(response.headers['content-type'], /^text\/plain/);
  assert.ok(sample(response.body, 'process_cpu_seconds_total') > 0, 'CPU seconds since start');
  assert.ok(sample(response.body, 'process_resident_memory_bytes') > 0, 'its resident size');
});

test('counts the requests of each route and status once each is answered', async () => {
  const hellos = async () => sample((await request(app.port, '/prometheus')).body, 'http_server_requests_seconds_count',
    'uri="/hello"', 'status="200"');
  const missing = async () => sample((await request(app.port, '/prometheus')).body, 'http_server_requests_seconds_count',
    'uri="other"', 'status="404"');
  const [helloBefore, missingBefore] = [await hellos(), await missing()];

  for (let i = 0; i < 3; i++) {
    assert.equal((await request(app.port, '/hello')).status, 200);
  }
  assert.equal((await request(app.port, '/nowhere?x=1')).status, 404);

  assert.equal(await hellos(), helloBefore + 3);
  assert.equal(await missing(), missingBefore + 1);
});
