'use strict';
// CONTRACT.md "WebSocket, persistent connection" and its error rules: bad input never closes it.

const assert = require('node:assert/strict');
const { after, afterEach, before, beforeEach, test } = require('node:test');
const { startApp, openSocket, assertPayload } = require('./support');

let app;
let socket;
before(async () => {
  app = await startApp();
});
after(() => app.stop());
beforeEach(async () => {
  socket = openSocket(app.port, '/ws');
  await socket.opened();
});
afterEach(() => socket.ws.terminate());

function send(text, options) {
  socket.ws.send(text, options);
  return socket.nextJson();
}

async function assertErrorEvent(answer, code) {
  assert.deepEqual(Object.keys(answer), ['event', 'error', 'message']);
  assert.equal(answer.event, 'error');
  assert.equal(answer.error, code);
  // Still open: the next request is served.
  const next = await send('{"event":"send_me_data","idx":99,"size":3}');
  assert.equal(next.idx, 99);
  assertPayload(next.data, 3);
}

test('answers send_me_data with a default-size payload and the same idx', async () => {
  const answer = await send('{"event":"send_me_data","idx":17}');

  assert.deepEqual(Object.keys(answer), ['event', 'idx', 'data']);
  assert.equal(answer.event, 'you_have_data');
  assert.equal(answer.idx, 17);
  assertPayload(answer.data, 4096);
});

test('answers with the requested size, zero and the largest included', async () => {
  assertPayload((await send('{"event":"send_me_data","idx":1,"size":100}')).data, 100);
  assertPayload((await send('{"event":"send_me_data","idx":2,"size":0}')).data, 0);
  assertPayload((await send('{"event":"send_me_data","idx":3,"size":1048576}')).data, 1048576);
});

test('answers the largest idx', async () => {
  assert.equal((await send('{"event":"send_me_data","idx":9007199254740992,"size":1}')).idx, 2 ** 53);
});

test('serves many exchanges on one connection, each with a fresh payload', async () => {
  const payloads = new Set();
  for (let idx = 0; idx < 20; idx++) {
    const answer = await send(`{"event":"send_me_data","idx":${idx},"size":64}`);
    assert.equal(answer.idx, idx);
    payloads.add(answer.data);
  }

  assert.equal(payloads.size, 20);
});

test('answers non-JSON and non-object messages with bad_json and stays open', async () => {
  await assertErrorEvent(await send('this is not json'), 'bad_json');
  await assertErrorEvent(await send('[1,2,3]'), 'bad_json');
  await assertErrorEvent(await send('null'), 'bad_json');
});

test('answers an unknown or missing event with unknown_event and stays open', async () => {
  await assertErrorEvent(await send('{"event":"give_me_everything","idx":1}'), 'unknown_event');
  await assertErrorEvent(await send('{"idx":1}'), 'unknown_event');
});

test('answers bad idx values with bad_idx and stays open', async () => {
  for (const idx of ['-1', '"7"', '1.5', '9007199254740993', 'true']) {
    await assertErrorEvent(await send(`{"event":"send_me_data","idx":${idx}}`), 'bad_idx');
  }
});

test('answers bad size values with bad_size and stays open', async () => {
  for (const size of ['-5', '1048577', '"10"', '2.5']) {
    await assertErrorEvent(await send(`{"event":"send_me_data","idx":1,"size":${size}}`), 'bad_size');
  }
});

test('answers a binary frame with binary_frame and stays open', async () => {
  await assertErrorEvent(await send(Buffer.from('{"event":"send_me_data","idx":1}'), { binary: true }), 'binary_frame');
});

test('joins a fragmented text message', async () => {
  socket.ws.send('{"event":"send_', { fin: false });
  socket.ws.send('me_data","idx"', { fin: false });
  const answer = await send(':5,"size":10}', { fin: true });

  assert.equal(answer.idx, 5);
  assertPayload(answer.data, 10);
});

test('closes with 1009 on a message over 64 KiB', async () => {
  socket.ws.send(`{"event":"send_me_data","pad":"${'x'.repeat(65536)}"}`);

  assert.equal((await socket.closed()).code, 1009);
});

test('answers a client close with a normal closure', async () => {
  socket.ws.close(1000, 'done');

  assert.equal((await socket.closed()).code, 1000);
});

test('serves 100 concurrent clients doing several exchanges each', async () => {
  const clients = Array.from({ length: 100 }, () => openSocket(app.port, '/ws'));
  await Promise.all(clients.map((client) => client.opened()));
  for (let round = 0; round < 3; round++) {
    clients.forEach((client, i) => client.ws.send(`{"event":"send_me_data","idx":${i * 10 + round},"size":32}`));
    const answers = await Promise.all(clients.map((client) => client.nextJson()));
    answers.forEach((answer, i) => assert.equal(answer.idx, i * 10 + round));
  }
  clients.forEach((client) => client.ws.close());
  await Promise.all(clients.map((client) => client.closed()));
});
