'use strict';
// CONTRACT.md "AJAX transport" and "Errors": JSON and JSONP exchanges, the callback rule, CORS.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, request, assertContractError, assertPayload } = require('./support');

let app;
before(async () => {
  app = await startApp({ CORS_ORIGIN: 'https://lab.example' });
});
after(() => app.stop());

test('writes idx then message as the contract shows', async () => {
  const response = await request(app.port, '/ajax?idx=42&size=100');

  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'application/json');
  assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body));
  const body = JSON.parse(response.body);
  assert.deepEqual(Object.keys(body), ['idx', 'message']);
  assert.equal(body.idx, 42);
  assertPayload(body.message, 100);
});

test('defaults to idx 0 and 4096 characters', async () => {
  const body = JSON.parse((await request(app.port, '/ajax')).body);

  assert.equal(body.idx, 0);
  assertPayload(body.message, 4096);
});

test('answers size 0, the largest size and the largest idx', async () => {
  const empty = JSON.parse((await request(app.port, '/ajax?idx=1&size=0')).body);
  const largest = JSON.parse((await request(app.port, '/ajax?idx=9007199254740992&size=1048576')).body);

  assertPayload(empty.message, 0);
  assertPayload(largest.message, 1048576);
  assert.equal(largest.idx, 2 ** 53);
});

test('sends a fresh payload on every exchange', async () => {
  const first = JSON.parse((await request(app.port, '/ajax?idx=1&size=64')).body).message;
  const second = JSON.parse((await request(app.port, '/ajax?idx=1&size=64')).body).message;

  assert.notEqual(first, second);
});

test('wraps the answer in a valid JSONP callback as text/javascript', async () => {
  const response = await request(app.port, '/ajax?idx=7&size=20&callback=jQuery.cb_1$');

  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'text/javascript');
  const call = response.body.match(/^jQuery\.cb_1\$\((.*)\);$/);
  assert.ok(call, response.body);
  const body = JSON.parse(call[1]);
  assert.equal(body.idx, 7);
  assertPayload(body.message, 20);
});

test('refuses a callback with a script tag, as JSON, without echoing it', async () => {
  const response = await request(app.port, '/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E');

  assertContractError(response, 400, 'bad_callback');
  assert.doesNotMatch(response.body, /script|alert/);
});

test('refuses callbacks that are not dotted identifiers or longer than 64 characters', async () => {
  for (const callback of ['', '1abc', 'a..b', 'a.', 'alert(1)', 'a-b', 'x'.repeat(65)]) {
    const response = await request(app.port, `/ajax?callback=${encodeURIComponent(callback)}`);

    assertContractError(response, 400, 'bad_callback');
  }
  assert.equal((await request(app.port, `/ajax?size=1&callback=${'x'.repeat(64)}`)).status, 200);
});

test('refuses bad idx values with 400 bad_idx', async () => {
  for (const idx of ['-1', 'abc', '1.5', '', '9007199254740993', '12345678901234567', '%ZZ', '1e3']) {
    assertContractError(await request(app.port, `/ajax?idx=${idx}`), 400, 'bad_idx');
  }
});

test('refuses bad size values with 400 bad_size', async () => {
  for (const size of ['-1', 'big', '1048577', '', '0x10', '123456789']) {
    assertContractError(await request(app.port, `/ajax?idx=1&size=${size}`), 400, 'bad_size');
  }
});

test('sends the configured Access-Control-Allow-Origin on answers and errors', async () => {
  const ok = await request(app.port, '/ajax?size=1');
  const refused = await request(app.port, '/ajax?idx=x');

  assert.equal(ok.headers['access-control-allow-origin'], 'https://lab.example');
  assert.equal(refused.headers['access-control-allow-origin'], 'https://lab.example');
});

test('answers a CORS preflight with the allowed methods and requested headers', async () => {
  const response = await request(app.port, '/ajax', {
    method: 'OPTIONS', headers: { Origin: 'https://page.example', 'Access-Control-Request-Headers': 'x-lab' },
  });

  assert.equal(response.status, 204);
  assert.equal(response.headers['access-control-allow-methods'], 'GET, OPTIONS');
  assert.equal(response.headers['access-control-allow-headers'], 'x-lab');
  assert.equal(response.headers['access-control-allow-origin'], 'https://lab.example');
});

test('refuses POST to ajax with 405', async () => {
  const response = await request(app.port, '/ajax', { method: 'POST' });

  assertContractError(response, 405, 'method_not_allowed');
  assert.equal(response.headers['access-control-allow-origin'], 'https://lab.example');
});
