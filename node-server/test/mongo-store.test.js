'use strict';
// MONGODB_URI: /items through the official driver. CONTRACT.md "Database insert" (201 only when
// acknowledged, the count is the collection's) and "Errors" (an unreachable database is a 503 within
// a few seconds, never a hang and never a 201).

const assert = require('node:assert/strict');
const { after, before, describe, test } = require('node:test');
const { startApp, request, assertContractError } = require('./support');
const { mongoStore } = require('../lib/items/mongo');
const { startEmbeddedStore } = require('./embedded-store');

const OBJECT_ID = /^[0-9a-f]{24}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('with the database unreachable', () => {
  // Port 1 refuses connections; the URI's own bound (500 ms) wins over the server's 2 s default.
  const uri = 'mongodb://127.0.0.1:1/lab?serverSelectionTimeoutMS=500';
  let app;
  before(async () => {
    app = await startApp({ MONGODB_URI: uri }, mongoStore(uri));
  });
  after(async () => {
    await app.stop();
    await app.store.close();
  });

  test('answers an insert with 503 database_unavailable within the bound', async () => {
    const started = Date.now();

    assertContractError(await request(app.port, '/items', { method: 'POST' }), 503, 'database_unavailable');
    assert.ok(Date.now() - started < 3000, `answered after ${Date.now() - started} ms`);
  });

  test('answers the count with 503 too', async () => {
    assertContractError(await request(app.port, '/items/count'), 503, 'database_unavailable');
  });

  test('answers the export with 503 too', async () => {
    assertContractError(await request(app.port, '/items/export'), 503, 'database_unavailable');
  });

  test('reports health DOWN with 503', async () => {
    const response = await request(app.port, '/health');

    assert.equal(response.status, 503);
    assert.deepEqual(JSON.parse(response.body), { status: 'DOWN', database: 'DOWN' });
  });
});

describe('with the embedded store', () => {
  let store;
  let app;
  before(async () => {
    store = await startEmbeddedStore();
    app = await startApp({ MONGODB_URI: store.uri }, mongoStore(store.uri));
  });
  after(async () => {
    await app.stop();
    await app.store.close();
    await store.stop();
  });

  test('answers an insert with 201, the ObjectId and a v4 UUID', async () => {
    const response = await request(app.port, '/items', { method: 'POST' });

    assert.equal(response.status, 201);
    const body = JSON.parse(response.body);
    assert.deepEqual(Object.keys(body), ['id', 'item']);
    assert.match(body.id, OBJECT_ID);
    assert.match(body.item, UUID_V4);
  });

  test('counts exactly the inserts answered 201, concurrent ones included', async () => {
    const before = JSON.parse((await request(app.port, '/items/count')).body).count;

    const responses = await Promise.all(Array.from({ length: 100 }, () => request(app.port, '/items', { method: 'POST' })));

    assert.ok(responses.every((response) => response.status === 201));
    assert.equal(JSON.parse((await request(app.port, '/items/count')).body).count, before + 100);
  });

  test('exports each insert as its 201 named it, the ObjectId and the item, then the count', async () => {
    const created = (await request(app.port, '/items', { method: 'POST' })).body;

    const response = await request(app.port, '/items/export');

    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/x-ndjson');
    const lines = response.body.slice(0, -1).split('\n');
    assert.equal(lines.filter((line) => line === created).length, 1);
    assert.match(JSON.parse(created).id, OBJECT_ID);
    assert.deepEqual(JSON.parse(lines.at(-1)), { count: lines.length - 1 });
  });

  test('reports health UP with the database UP', async () => {
    const response = await request(app.port, '/health');

    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(response.body), { status: 'UP', database: 'UP' });
  });
});
