'use strict';
// /items in MongoDB through the official driver (MONGODB_URI): documents {item, createdAt} in the
// collection "items" of the URI's database (the driver's default, "test", when the URI names none).
// A 201 is sent only after insertOne resolved, i.e. the write was acknowledged; an unreachable
// database fails within serverSelectionTimeoutMS (2 s unless the URI says otherwise) and becomes 503.

const { randomUUID } = require('crypto');
const { MongoClient } = require('mongodb');

/** Bounds on waiting for an unreachable database; an option the URI sets itself wins. */
const BOUNDS = { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 1000 };

function bounds(uri) {
  return Object.fromEntries(Object.entries(BOUNDS).filter(([name]) => !new RegExp(`[?&]${name}=`, 'i').test(uri)));
}

function mongoStore(uri) {
  const client = new MongoClient(uri, bounds(uri));
  const database = client.db();
  const items = database.collection('items');
  return {
    description: `items in MongoDB (database ${database.databaseName})`,
    async insert() {
      const item = randomUUID();
      const { insertedId } = await items.insertOne({ item, createdAt: new Date() });
      return { id: insertedId.toHexString(), item };
    },
    count() {
      return items.countDocuments();
    },
    /** Every document's id (the ObjectId's hex, as the 201 named it) and item, batch by batch from the cursor. */
    async* documents() {
      const cursor = items.find({}, { projection: { item: 1 } });
      try {
        for await (const document of cursor) {
          const id = typeof document._id.toHexString === 'function' ? document._id.toHexString() : String(document._id);
          yield { id, item: document.item };
        }
      } finally {
        await cursor.close();
      }
    },
    async health() {
      try {
        await client.db('admin').command({ ping: 1 });
        return { up: true, database: 'UP' };
      } catch {
        return { up: false, database: 'DOWN' };
      }
    },
    close() {
      return client.close();
    },
  };
}

module.exports = { mongoStore };
