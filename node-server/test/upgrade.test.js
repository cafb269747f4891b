'use strict';
// The usual Node way: every request with an Upgrade header is a WebSocket upgrade attempt, so an
// HTTP client that offers h2c (the JDK HttpClient's default) is refused. The suite must speak
// HTTP/1.1 without Upgrade to such servers (docs/node-server.md, FIELD-NOTES "Interop").

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, raw, parseResponse, assertContractError, request } = require('./support');

let app;
before(async () => {
  app = await startApp();
});
after(() => app.stop());

/** What the JDK HttpClient sends on cleartext unless told to use HTTP/1.1. */
function jdkH2cRequest(path) {
  return `GET ${path} HTTP/1.1\r\nConnection: Upgrade, HTTP2-Settings\r\nContent-Length: 0\r\nHost: 127.0.0.1\r\n`
    + 'HTTP2-Settings: AAEAAEAAAAIAAAABAAMAAABkAAQBAAAAAAUAAEAA\r\nUpgrade: h2c\r\nUser-Agent: Java-http-client/17\r\n\r\n';
}

const WS_KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

test('refuses the JDK client h2c upgrade on /items/count with 404 JSON and closes', async () => {
  const response = parseResponse(await raw(app.port, jdkH2cRequest('/items/count')));

  assertContractError(response, 404, 'not_found');
  assert.equal(response.headers.connection, 'close');
});

test('refuses an h2c upgrade on /hello although a plain GET is served', async () => {
  assertContractError(parseResponse(await raw(app.port, jdkH2cRequest('/hello'))), 404, 'not_found');
  assert.equal((await request(app.port, '/hello')).status, 200);
});

test('refuses an h2c upgrade on a WebSocket path with 400', async () => {
  assertContractError(parseResponse(await raw(app.port, jdkH2cRequest('/ws'))), 400, 'bad_request');
});

test('refuses an Upgrade header without Connection: Upgrade all the same', async () => {
  const text = await raw(app.port, 'GET /hello HTTP/1.1\r\nHost: x\r\nUpgrade: h2c\r\n\r\n');

  assertContractError(parseResponse(text), 404, 'not_found');
});

test('refuses a WebSocket upgrade to a path without a WebSocket endpoint with 404', async () => {
  const text = await raw(app.port, `GET /ajax HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n`
    + `Sec-WebSocket-Key: ${WS_KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n`);

  assertContractError(parseResponse(text), 404, 'not_found');
});

test('refuses a WebSocket handshake that is not a GET with 405', async () => {
  const text = await raw(app.port, `POST /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n`
    + `Sec-WebSocket-Key: ${WS_KEY}\r\nSec-WebSocket-Version: 13\r\nContent-Length: 0\r\n\r\n`);

  const response = parseResponse(text);
  assertContractError(response, 405, 'method_not_allowed');
  assert.equal(response.headers.allow, 'GET');
});

test('refuses a bad Sec-WebSocket-Key with 400 JSON instead of ws text', async () => {
  const text = await raw(app.port, 'GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n'
    + 'Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n\r\n');

  assertContractError(parseResponse(text), 400, 'bad_request');
});

test('refuses an unsupported WebSocket version with 400 naming version 13', async () => {
  const text = await raw(app.port, `GET /ws/fresh HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n`
    + `Sec-WebSocket-Key: ${WS_KEY}\r\nSec-WebSocket-Version: 7\r\n\r\n`);

  const response = parseResponse(text);
  assertContractError(response, 400, 'bad_request');
  assert.equal(response.headers['sec-websocket-version'], '13');
});

test('answers a plain GET on a WebSocket path with 400', async () => {
  assertContractError(await request(app.port, '/ws'), 400, 'bad_request');
});

test('accepts a well-formed handshake with 101', async () => {
  const socket = require('node:net').connect(app.port, '127.0.0.1');
  socket.write(`GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n`
    + `Sec-WebSocket-Key: ${WS_KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n`);

  const head = await new Promise((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
  socket.destroy();
  assert.match(head, /^HTTP\/1\.1 101 /);
  assert.match(head, /Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK\+xOo=/);
});
