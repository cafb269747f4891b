'use strict';
// CONTRACT.md "Errors": a request target no URL parser reads ("GET //[ HTTP/1.1": an authority that is
// no host) is a malformed request, 400 bad_request, on a plain request and on an upgrade alike; the
// process keeps serving.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startServer, raw, rawInTurn, parseResponse, assertContractError, request } = require('./support');

let server;
let port;
before(async () => {
  server = startServer();
  port = await server.listening();
});
after(() => server.stop());

const HEALTH = 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n';

test('answers GET //[ with 400 JSON and serves the next request on the same connection', async () => {
  const [refused, health] = await rawInTurn(port, ['GET //[ HTTP/1.1\r\nHost: x\r\n\r\n', HEALTH]);

  assertContractError(refused, 400, 'bad_request');
  assert.equal(health.status, 200);
  assert.deepEqual(JSON.parse(health.body), { status: 'UP' });
});

test('answers a WebSocket upgrade to //[ with 400 JSON and closes, and keeps serving', async () => {
  const text = await raw(port, 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n'
    + 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n');

  const response = parseResponse(text);
  assertContractError(response, 400, 'bad_request');
  assert.equal(response.headers.connection, 'close');
  assert.equal((await request(port, '/health')).status, 200);
});

test('answers an absolute-form target with no host with 400', async () => {
  const [refused] = await rawInTurn(port, ['GET http://[/hello HTTP/1.1\r\nHost: x\r\n\r\n']);

  assertContractError(refused, 400, 'bad_request');
});

test('still answers any other path outside /socket.io/ with 404', async () => {
  assertContractError(await request(port, '/hello'), 404, 'not_found');
});
