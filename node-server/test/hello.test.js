'use strict';
// CONTRACT.md "Plain HTTP": GET /hello, Content-Length and Date on every answer, keep-alive rules.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, request, raw, parseResponse, assertContractError } = require('./support');

let app;
before(async () => {
  app = await startApp();
});
after(() => app.stop());

test('answers hello with exactly Hello, World! as UTF-8 text with length and date', async () => {
  const response = await request(app.port, '/hello');

  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
  assert.equal(response.headers['content-length'], '13');
  assert.ok(Date.parse(response.headers.date) > Date.now() - 60000, 'a current Date');
  assert.equal(response.body, 'Hello, World!');
});

test('keeps an HTTP/1.1 connection alive for the next request', async () => {
  const text = await raw(app.port, 'GET /hello HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');

  assert.equal(text.match(/Hello, World!/g).length, 2);
});

test('answers an HTTP/1.0 client and closes without keep-alive', async () => {
  const response = parseResponse(await raw(app.port, 'GET /hello HTTP/1.0\r\n\r\n'));

  assert.equal(response.status, 200);
  assert.equal(response.headers.connection, 'close');
  assert.equal(response.body, 'Hello, World!');
});

test('keeps an HTTP/1.0 connection asking for keep-alive, as ab -k does', async () => {
  const text = await raw(app.port, 'GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /hello HTTP/1.0\r\n\r\n');

  const first = parseResponse(text);
  assert.equal(first.headers.connection, 'keep-alive');
  assert.equal(text.match(/Hello, World!/g).length, 2, 'the second request was served on the same connection');
});

test('refuses POST to hello with 405 naming the methods', async () => {
  const response = await request(app.port, '/hello', { method: 'POST' });

  assertContractError(response, 405, 'method_not_allowed');
  assert.equal(response.headers.allow, 'GET, HEAD');
});

test('answers an unknown path with 404 JSON', async () => {
  assertContractError(await request(app.port, '/hello/world'), 404, 'not_found');
});

test('answers a request Node cannot parse with 400 JSON and closes', async () => {
  const response = parseResponse(await raw(app.port, 'GET /hello HTTP/1.1\r\nHost x\r\n\r\n'));

  assertContractError(response, 400, 'bad_request');
  assert.equal(response.headers.connection, 'close');
});

test('answers headers over 16 KiB with 431 JSON and closes', async () => {
  const response = parseResponse(await raw(app.port, `GET /hello HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`));

  assertContractError(response, 431, 'headers_too_large');
  assert.equal(response.headers.connection, 'close');
});
