'use strict';
// CONTRACT.md "Database insert" and "Operations", with the default in-memory store.

const assert = require('node:assert/strict');
const { after, before, test } = require('node:test');
const { startApp, request, assertContractError } = require('./support');

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app;
before(async () => {
  app = await startApp();
});
after(() => app.stop());

async function count() {
  const response = await request(app.port, '/items/count');
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'application/json');
  const body = JSON.parse(response.body);
  assert.deepEqual(Object.keys(body), ['count']);
  return body.count;
}

test('answers an insert with 201 and the document id and a v4 UUID', async () => {
  const response = await request(app.port, '/items', { method: 'POST' });

  assert.equal(response.status, 201);
  assert.equal(response.headers['content-type'], 'application/json');
  const body = JSON.parse(response.body);
  assert.deepEqual(Object.keys(body), ['id', 'item']);
  assert.ok(body.id.length > 0);
  assert.match(body.item, UUID_V4);
});

test('counts exactly the inserts answered 201, concurrent ones included', async () => {
  const before = await count();

  const responses = await Promise.all(Array.from({ length: 200 }, () => request(app.port, '/items', { method: 'POST' })));

  assert.ok(responses.every((response) => response.status === 201));
  const bodies = responses.map((response) => JSON.parse(response.body));
  assert.equal(new Set(bodies.map((body) => body.id)).size, 200, 'distinct ids');
  assert.equal(new Set(bodies.map((body) => body.item)).size, 200, 'distinct items');
  assert.equal(await count(), before + 200);
});

/** GET /items/export as its lines: the documents' {id, item}, after checking the last line counts them. */
async function exported() {
  const response = await request(app.port, '/items/export');
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'application/x-ndjson');
  assert.ok(response.body.endsWith('\n'), 'every line ends with a newline');
  const lines = response.body.slice(0, -1).split('\n');
  assert.deepEqual(JSON.parse(lines.at(-1)), { count: lines.length - 1 });
  return { response, documents: lines.slice(0, -1) };
}

test('exports every document as its 201 named it, then the count of lines', async () => {
  const created = [];
  for (let i = 0; i < 3; i += 1) {
    created.push((await request(app.port, '/items', { method: 'POST' })).body);
  }

  const { documents } = await exported();

  for (const body of created) {
    assert.equal(documents.filter((line) => line === body).length, 1, `listed once: ${body}`);
  }
  assert.ok(documents.every((line) => Object.keys(JSON.parse(line)).join() === 'id,item'));
});

test('streams an export larger than one chunk, chunked, every document once', async () => {
  await Promise.all(Array.from({ length: 500 }, () => request(app.port, '/items', { method: 'POST' })));

  const { response, documents } = await exported();

  assert.equal(response.headers['transfer-encoding'], 'chunked');
  assert.ok(documents.length >= 500);
  assert.equal(new Set(documents.map((line) => JSON.parse(line).item)).size, documents.length, 'distinct items');
});

test('ignores a request body on insert', async () => {
  const response = await request(app.port, '/items', { method: 'POST', body: '{"item":"mine"}' });

  assert.equal(response.status, 201);
  assert.notEqual(JSON.parse(response.body).item, 'mine');
});

test('refuses GET /items, POST /items/count and POST /items/export with 405', async () => {
  assertContractError(await request(app.port, '/items'), 405, 'method_not_allowed');
  assertContractError(await request(app.port, '/items/count', { method: 'POST' }), 405, 'method_not_allowed');
  assertContractError(await request(app.port, '/items/export', { method: 'POST' }), 405, 'method_not_allowed');
});

test('reports health UP with the in-memory store', async () => {
  const response = await request(app.port, '/health');

  assert.equal(response.status, 200);
  assert.deepEqual(JSON.parse(response.body), { status: 'UP', database: 'memory' });
});
