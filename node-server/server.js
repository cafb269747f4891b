'use strict';
// An independent Node.js server for the plain wire contract (CONTRACT.md): GET /hello, GET /ajax
// (JSON and JSONP), WebSockets /ws and /ws/fresh (the ws package on the http server's 'upgrade'
// event), POST /items and GET /items/count, GET /health, GET /prometheus (lib/metrics.js). Plain http module, written the usual Node
// way, so the suite can be proved against a server that is not the reference one (docs/node-server.md).
//
// Environment: PORT (default 3000; 0 = any free port), CORS_ORIGIN (default *), FRESH_IDLE_TIMEOUT_MS
// (default 10000), MONGODB_URI (items in MongoDB; default: in memory), WORKERS (node:cluster: "auto" =
// one worker per core, N = N workers; needs MONGODB_URI). Binds 127.0.0.1. The first line of output
// is "node-server listening on http://127.0.0.1:<port> (...)"; run-suite reads the port from it.

const cluster = require('node:cluster');
const { fromEnv, ConfigError } = require('./lib/config');
const { openStore } = require('./lib/items');
const { createApp } = require('./lib/app');
const metrics = require('./lib/metrics');

/** Longest a shutdown waits for open requests and sockets before the process exits anyway. */
const SHUTDOWN_MS = 5000;

function readConfig() {
  try {
    return fromEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`node-server: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
}

function banner(config, port, store) {
  const wsVersion = require('ws/package.json').version;
  const processes = config.workers > 0 ? `cluster of ${config.workers} workers` : 'one process';
  return `node-server listening on http://${config.host}:${port} (node ${process.version}, ws ${wsVersion},`
    + ` ${store}, ${processes})`;
}

/** One server in this process; SIGTERM/SIGINT stop it (1001 to WebSockets, requests answered). */
function serve(config, onListening) {
  const store = openStore(config);
  const app = createApp(config, store);
  app.server.on('error', (e) => {
    console.error(`node-server: cannot listen on ${config.host}:${config.port}: ${e.message}`);
    process.exit(1);
  });
  app.server.listen(config.port, config.host, () => onListening(app.server.address().port, store.description));
  let stopping = false;
  const stop = () => {
    if (stopping) {
      return;
    }
    stopping = true;
    setTimeout(() => process.exit(0), SHUTDOWN_MS).unref();
    app.stop().then(() => store.close()).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The cluster's primary: forks the workers (which share the port), replaces one that dies, stops them all. */
function primary(config) {
  metrics.servePrimary();
  let announced = false;
  let stopping = false;
  cluster.on('listening', (worker, address) => {
    if (!announced) {
      announced = true;
      console.log(banner(config, address.port, 'items in MongoDB'));
    }
  });
  let alive = 0;
  const fork = () => {
    alive++;
    cluster.fork();
  };
  cluster.on('exit', (worker, code, signal) => {
    alive--;
    if (stopping) {
      if (alive === 0) {
        process.exit(0);
      }
      return;
    }
    console.error(`node-server: worker ${worker.process.pid} exited (${signal || code}); starting another`);
    fork();
  });
  const stop = () => {
    stopping = true;
    setTimeout(() => process.exit(0), SHUTDOWN_MS + 1000).unref();
    for (const worker of Object.values(cluster.workers)) {
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < config.workers; i++) {
    fork();
  }
}

const config = readConfig();
if (config.workers > 0 && cluster.isPrimary) {
  primary(config);
} else if (config.workers > 0) {
  serve(config, () => {});
} else {
  serve(config, (port, store) => console.log(banner(config, port, store)));
}
