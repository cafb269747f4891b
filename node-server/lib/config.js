'use strict';
// Every setting, read once from the environment and checked before anything starts: a bad value
// stops the server with a message naming the variable (docs/node-server.md lists them).

const os = require('os');

const HOST = '127.0.0.1';

class ConfigError extends Error {}

function integer(env, name, fallback, min, max) {
  const text = env[name];
  if (text === undefined || text === '') {
    return fallback;
  }
  if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${text}'`);
  }
  return Number(text);
}

/** WORKERS: unset or 0 = one process; "auto" = one worker per core; N = N workers (node:cluster). */
function workers(env) {
  if (env.WORKERS === 'auto') {
    return os.availableParallelism();
  }
  return integer(env, 'WORKERS', 0, 0, 1024);
}

/**
 * @returns {{host: string, port: number, corsOrigin: string, freshIdleTimeoutMs: number,
 *            mongodbUri: string|undefined, workers: number}}
 */
function fromEnv(env = process.env) {
  const config = {
    host: HOST,
    port: integer(env, 'PORT', 3000, 0, 65535),
    corsOrigin: env.CORS_ORIGIN || '*',
    freshIdleTimeoutMs: integer(env, 'FRESH_IDLE_TIMEOUT_MS', 10000, 1, 3600000),
    mongodbUri: env.MONGODB_URI || undefined,
    workers: workers(env),
  };
  if (/[\r\n]/.test(config.corsOrigin)) {
    throw new ConfigError('CORS_ORIGIN must be one header value (no line breaks)');
  }
  if (config.workers > 0 && config.mongodbUri === undefined) {
    // Each worker would keep items of its own, and /items/count would depend on which one answers.
    throw new ConfigError('WORKERS needs MONGODB_URI: in-memory items cannot be shared between workers');
  }
  return Object.freeze(config);
}

module.exports = { fromEnv, ConfigError };
