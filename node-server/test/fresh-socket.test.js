'use strict';
// CONTRACT.md "WebSocket, fresh connection per exchange": one message right after the handshake;
// bad input gets an error event and close 1008; an idle fresh socket is closed.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, openSocket, assertPayload } = require('./support');

let app;
before(async () => {
  app = await startApp({ FRESH_IDLE_TIMEOUT_MS: '300' });
});
after(() => app.stop());

test('pushes one you_have_data with the query idx and size right after the handshake', async () => {
  const socket = openSocket(app.port, '/ws/fresh?idx=12&size=256');

  const answer = await socket.nextJson();
  assert.deepEqual(Object.keys(answer), ['event', 'idx', 'data']);
  assert.equal(answer.event, 'you_have_data');
  assert.equal(answer.idx, 12);
  assertPayload(answer.data, 256);
  socket.ws.close(1000);
  assert.equal((await socket.closed()).code, 1000);
});

test('defaults to idx 0 and 4096 characters', async () => {
  const socket = openSocket(app.port, '/ws/fresh');

  const answer = await socket.nextJson();
  assert.equal(answer.idx, 0);
  assertPayload(answer.data, 4096);
  socket.ws.close();
});

test('sends a fresh payload on every connection', async () => {
  const first = openSocket(app.port, '/ws/fresh?idx=1&size=64');
  const second = openSocket(app.port, '/ws/fresh?idx=1&size=64');

  assert.notEqual((await first.nextJson()).data, (await second.nextJson()).data);
  first.ws.close();
  second.ws.close();
});

test('answers a bad idx with an error event, then closes with 1008', async () => {
  const socket = openSocket(app.port, '/ws/fresh?idx=-3');

  const answer = await socket.nextJson();
  assert.deepEqual(answer, { event: 'error', error: 'bad_idx', message: answer.message });
  assert.equal((await socket.closed()).code, 1008);
});

test('answers a bad size with an error event, then closes with 1008', async () => {
  const socket = openSocket(app.port, '/ws/fresh?idx=1&size=2000000');

  assert.equal((await socket.nextJson()).error, 'bad_size');
  assert.equal((await socket.closed()).code, 1008);
});

test('answers a client message with unexpected_message, then closes with 1008', async () => {
  const socket = openSocket(app.port, '/ws/fresh?idx=1&size=1');
  await socket.nextJson();

  socket.ws.send('{"event":"send_me_data","idx":2}');

  assert.equal((await socket.nextJson()).error, 'unexpected_message');
  assert.equal((await socket.closed()).code, 1008);
});

test('closes a fresh socket the client leaves open after the idle timeout', async () => {
  const socket = openSocket(app.port, '/ws/fresh?idx=1&size=1');
  await socket.nextJson();

  const closed = await socket.closed();
  assert.equal(closed.code, 1000);
  assert.equal(closed.reason, 'idle timeout');
});
