'use strict';
// The store behind /items, chosen once at start-up: MongoDB when MONGODB_URI is set, else memory.

const { memoryStore } = require('./memory');

function openStore(config) {
  if (config.mongodbUri !== undefined) {
    // Required only here, so the in-memory default runs without the driver's load time.
    return require('./mongo').mongoStore(config.mongodbUri);
  }
  return memoryStore();
}

module.exports = { openStore };
