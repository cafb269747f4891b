'use strict';
// The http server's 'request' listener: every plain HTTP endpoint of CONTRACT.md. Bad input is a
// 400 with the contract's JSON error, an unknown path 404, a wrong method 405; never a stack trace.

const exchange = require('./exchange');
const metrics = require('./metrics');
const payload = require('./payload');
const { send, json, error } = require('./reply');
const { upgradeRefusal } = require('./sockets');
const { splitUrl, readableTarget, UNREADABLE_TARGET } = require('./url');

const HELLO = Buffer.from('Hello, World!');
const TEXT_PLAIN = 'text/plain; charset=utf-8';
const JAVASCRIPT = 'text/javascript';
const NDJSON = 'application/x-ndjson';
/** Lines gathered before a write: one chunk of a few KiB instead of one per 60-byte line. */
const EXPORT_CHUNK_BYTES = 16 * 1024;
const READ = ['GET', 'HEAD'];
const LOG_EVERY_MS = 1000;
const MISSING_CONNECTION_UPGRADE =
  { status: 400, code: 'bad_request', message: 'a WebSocket upgrade needs Connection: Upgrade' };

/** The export's answer, its status line and headers written on first use. */
function startExport(res) {
  if (!res.headersSent) {
    res.writeHead(200, { 'Content-Type': NDJSON });
  }
  return res;
}

/** Resolves when the response can take more, or is gone. */
function drained(res) {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Runs `answer` when the method is one of `methods`, else 405 naming them. */
function only(methods, req, res, answer, headers = {}) {
  if (!methods.includes(req.method)) {
    error(res, 405, 'method_not_allowed', `use ${methods.join(' or ')}`, { ...headers, Allow: methods.join(', ') });
    return;
  }
  answer();
}

function createRoutes(config, store) {
  const cors = { 'Access-Control-Allow-Origin': config.corsOrigin };
  let lastLogged = 0;

  /** A store that failed is reported as 503; the cause is logged at most once a second. */
  function unavailable(res, failure) {
    const now = Date.now();
    if (now - lastLogged >= LOG_EVERY_MS) {
      lastLogged = now;
      console.error(`store failure: ${failure && failure.message}`);
    }
    error(res, 503, 'database_unavailable', 'the database did not answer; nothing was acknowledged');
  }

  // CONTRACT.md "AJAX transport": JSON, or JSONP with a validated callback; CORS on every answer.
  function ajax(res, query) {
    let body;
    let type = 'application/json';
    try {
      const params = new URLSearchParams(query);
      const wanted = exchange.fromQuery(params);
      const callback = params.get('callback');
      if (callback === null) {
        body = payload.ajax(wanted);
      } else {
        body = payload.jsonp(exchange.jsonpCallback(callback), wanted);
        type = JAVASCRIPT;
      }
    } catch (problem) {
      if (!(problem instanceof exchange.BadInput)) {
        throw problem;
      }
      error(res, 400, problem.code, problem.message, cors);
      return;
    }
    send(res, 200, type, body, cors);
  }

  function preflight(req, res) {
    const headers = { ...cors, 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Access-Control-Max-Age': '600' };
    if (req.headers['access-control-request-headers'] !== undefined) {
      headers['Access-Control-Allow-Headers'] = req.headers['access-control-request-headers'];
    }
    res.writeHead(204, headers);
    res.end();
  }

  // CONTRACT.md "Database insert": 201 only after the store acknowledged the document.
  function insert(req, res) {
    req.resume();
    req.on('end', () => store.insert().then((created) => json(res, 201, created), (failure) => unavailable(res, failure)));
  }

  function count(res) {
    store.count().then((n) => json(res, 200, { count: n }), (failure) => unavailable(res, failure));
  }

  // CONTRACT.md "Database insert": a line per document as the store yields it, in chunks written as the
  // client takes them (a full socket buffer waits for 'drain'), then {"count":N}. A store that fails
  // before the first chunk is a 503; after it, the connection is destroyed and the count line never comes.
  async function exportItems(res) {
    let listed = 0;
    let chunk = '';
    try {
      for await (const { id, item } of store.documents()) {
        chunk += `${JSON.stringify({ id, item })}\n`;
        listed += 1;
        if (chunk.length >= EXPORT_CHUNK_BYTES) {
          const more = startExport(res).write(chunk);
          chunk = '';
          if (!more) {
            await drained(res);
          }
          if (res.destroyed) {
            return;
          }
        }
      }
    } catch (failure) {
      if (res.headersSent) {
        res.destroy(failure);
      } else {
        unavailable(res, failure);
      }
      return;
    }
    startExport(res).end(`${chunk}${JSON.stringify({ count: listed })}\n`);
  }

  // CONTRACT.md "Operations".
  function health(res) {
    store.health().then(({ up, database }) => json(res, up ? 200 : 503, { status: up ? 'UP' : 'DOWN', database }),
      (failure) => unavailable(res, failure));
  }

  // CONTRACT.md "Operations", metrics.
  function prometheus(res) {
    metrics.exposition().then((text) => send(res, 200, metrics.contentType, Buffer.from(text)),
      (failure) => error(res, 503, 'unavailable', `no metrics: ${failure.message}`));
  }

  return function onRequest(req, res) {
    const { path, query } = splitUrl(req.url);
    metrics.countRequest(req, res, path);
    if (req.headers.upgrade !== undefined) {
      // Node routes an Upgrade header without "Connection: Upgrade" here: refused all the same.
      const refusal = upgradeRefusal(req, path) || MISSING_CONNECTION_UPGRADE;
      error(res, refusal.status, refusal.code, refusal.message, { ...refusal.headers, Connection: 'close' });
      return;
    }
    if (!readableTarget(req.url)) {
      error(res, UNREADABLE_TARGET.status, UNREADABLE_TARGET.code, UNREADABLE_TARGET.message);
      return;
    }
    switch (path) {
      case '/hello':
        only(READ, req, res, () => send(res, 200, TEXT_PLAIN, HELLO));
        break;
      case '/ajax':
        if (req.method === 'OPTIONS') {
          preflight(req, res);
        } else {
          only(READ, req, res, () => ajax(res, query), cors);
        }
        break;
      case '/items':
        only(['POST'], req, res, () => insert(req, res));
        break;
      case '/items/count':
        only(READ, req, res, () => count(res));
        break;
      case '/items/export':
        only(['GET'], req, res, () => exportItems(res).catch((failure) => res.destroy(failure)));
        break;
      case '/health':
        only(READ, req, res, () => health(res));
        break;
      case '/prometheus':
        only(READ, req, res, () => prometheus(res));
        break;
      case '/ws':
      case '/ws/fresh':
        error(res, 400, 'bad_request', 'this endpoint takes a WebSocket upgrade');
        break;
      default:
        error(res, 404, 'not_found', 'no such endpoint');
    }
  };
}

module.exports = { createRoutes };
