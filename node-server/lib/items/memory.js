'use strict';
// /items in this process's memory (the default): documents {_id, item, createdAt} kept in an array, so
// the count is what was stored. Nothing survives a restart, and a cluster's workers could not share it
// (config.js refuses WORKERS without MONGODB_URI).

const { randomUUID } = require('crypto');

function memoryStore() {
  const documents = [];
  return {
    description: 'items in memory',
    async insert() {
      const document = { _id: String(documents.length + 1), item: randomUUID(), createdAt: new Date() };
      documents.push(document);
      return { id: document._id, item: document.item };
    },
    async count() {
      return documents.length;
    },
    /** Every document's id and item in insert order; one inserted meanwhile may be listed or not. */
    * documents() {
      for (const document of documents) {
        yield { id: document._id, item: document.item };
      }
    },
    async health() {
      return { up: true, database: 'memory' };
    },
    async close() {},
  };
}

module.exports = { memoryStore };
