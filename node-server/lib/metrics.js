'use strict';
// GET /prometheus (CONTRACT.md "Operations"): prom-client's process metrics (process_cpu_seconds_total,
// process_resident_memory_bytes, the event loop's lag, GC) and the requests per route, method and status with
// the time to each answer, under the reference server's names (http_server_requests_seconds_count and _sum).
// In a cluster each worker counts its own, and the one asked gets every worker's added up from the primary
// (prom-client's AggregatorRegistry, over the cluster's IPC); the primary, which only forks and watches its
// workers, is left out.

const cluster = require('node:cluster');
const client = require('prom-client');

const ROUTES = new Set(['/hello', '/ajax', '/ws', '/ws/fresh', '/items', '/items/count', '/items/export', '/health',
  '/prometheus']);
const ASK = 'loadlab:metrics';
const ANSWER = 'loadlab:metrics-answer';
/** Longest a worker waits for the primary's sum before it answers 503. */
const CLUSTER_WAIT_MS = 5000;

// The default registry: in a worker, prom-client answers the primary's AggregatorRegistry from it.
client.collectDefaultMetrics();
const count = new client.Counter({
  name: 'http_server_requests_seconds_count',
  help: 'HTTP requests answered, per route, method and status',
  labelNames: ['uri', 'method', 'status'],
});
const seconds = new client.Counter({
  name: 'http_server_requests_seconds_sum',
  help: 'Seconds from each request to its answer, added up per route, method and status',
  labelNames: ['uri', 'method', 'status'],
});

/** Counts a request once its answer is sent (or its connection is gone). */
function countRequest(req, res, path) {
  const start = process.hrtime.bigint();
  res.once('finish', () => {
    const labels = {
      uri: ROUTES.has(path) ? path : 'other',
      method: req.method === 'GET' || req.method === 'POST' ? req.method : 'other',
      status: String(res.statusCode),
    };
    count.inc(labels);
    seconds.inc(labels, Number(process.hrtime.bigint() - start) / 1e9);
  });
}

let asked = 0;
const pending = new Map();

/** This process's metrics, or in a cluster's worker every worker's, as the Prometheus text format. */
function exposition() {
  if (!cluster.isWorker) {
    return client.register.metrics();
  }
  return new Promise((resolve, reject) => {
    const id = ++asked;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the cluster primary did not answer'));
    }, CLUSTER_WAIT_MS);
    pending.set(id, { resolve, reject, timer });
    process.send({ type: ASK, id });
  });
}

if (cluster.isWorker) {
  // Constructing one adds prom-client's listener by which this worker answers the primary's aggregation.
  new client.AggregatorRegistry(); // eslint-disable-line no-new
  process.on('message', (message) => {
    const waiting = message && message.type === ANSWER ? pending.get(message.id) : undefined;
    if (waiting) {
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.text === undefined) {
        waiting.reject(new Error(message.failure));
      } else {
        waiting.resolve(message.text);
      }
    }
  });
}

/** In the primary: answers a worker's ask with every worker's metrics added up. */
function servePrimary() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (!message || message.type !== ASK) {
      return;
    }
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (failure) => worker.send({ type: ANSWER, id: message.id, failure: String(failure.message) }));
  });
}

module.exports = { countRequest, exposition, servePrimary, contentType: client.register.contentType };
