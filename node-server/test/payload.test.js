'use strict';
// CONTRACT.md: "Random payload" means fresh characters from [A-Za-z0-9], `size` of them.

const assert = require('node:assert/strict');
const { test } = require('node:test');
const payload = require('../lib/payload');

test('uses every character of the alphabet and nothing else', () => {
  const text = payload.fill(Buffer.alloc(100000), 0, 100000).toString('latin1');

  assert.match(text, /^[A-Za-z0-9]+$/);
  assert.equal(new Set(text).size, 62);
});

test('draws the characters evenly', () => {
  const counts = new Map();
  const text = payload.fill(Buffer.alloc(620000), 0, 620000).toString('latin1');
  for (const c of text) {
    counts.set(c, (counts.get(c) || 0) + 1);
  }

  // 10 000 expected per character; 5 % either way is over 5 standard deviations.
  for (const [c, n] of counts) {
    assert.ok(n > 9500 && n < 10500, `${c} drawn ${n} times`);
  }
});

test('builds answers that are valid JSON around the payload', () => {
  const ajax = JSON.parse(payload.ajax({ idx: 3, size: 10 }).toString());
  const socket = JSON.parse(payload.youHaveData({ idx: 2 ** 53, size: 0 }).toString());

  assert.deepEqual(Object.keys(ajax), ['idx', 'message']);
  assert.equal(ajax.message.length, 10);
  assert.deepEqual(socket, { event: 'you_have_data', idx: 2 ** 53, data: '' });
  assert.equal(payload.jsonp('cb', { idx: 1, size: 2 }).toString().slice(0, 23), 'cb({"idx":1,"message":"');
});
