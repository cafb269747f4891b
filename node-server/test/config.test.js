'use strict';
// Settings are checked before anything starts (lib/config.js).

const assert = require('node:assert/strict');
const os = require('node:os');
const { test } = require('node:test');
const { fromEnv, ConfigError } = require('../lib/config');

test('defaults to port 3000 on loopback, one process, items in memory', () => {
  const config = fromEnv({});

  assert.deepEqual(config, {
    host: '127.0.0.1', port: 3000, corsOrigin: '*', freshIdleTimeoutMs: 10000, mongodbUri: undefined, workers: 0,
  });
});

test('refuses a port that is not 0..65535', () => {
  for (const port of ['-1', '65536', 'http', '80.5']) {
    assert.throws(() => fromEnv({ PORT: port }), ConfigError);
  }
});

test('refuses a cluster without MONGODB_URI: workers cannot share in-memory items', () => {
  assert.throws(() => fromEnv({ WORKERS: 'auto' }), /WORKERS needs MONGODB_URI/);
  assert.throws(() => fromEnv({ WORKERS: '2' }), /WORKERS needs MONGODB_URI/);
});

test('runs one worker per core with WORKERS=auto', () => {
  const config = fromEnv({ WORKERS: 'auto', MONGODB_URI: 'mongodb://127.0.0.1:27017/lab' });

  assert.equal(config.workers, os.availableParallelism());
});

test('refuses a CORS origin that would split the header', () => {
  assert.throws(() => fromEnv({ CORS_ORIGIN: '*\r\nSet-Cookie: x=1' }), ConfigError);
});
