'use strict';
// One HTTP server with the contract's endpoints: plain requests to routes.js, upgrades to sockets.js.

const http = require('http');
const { createRoutes } = require('./routes');
const { createSockets } = require('./sockets');
const { rawError } = require('./reply');

/** Requests Node cannot parse: the statuses of Node's own handler, with the contract's JSON body. */
function onClientError(err, socket) {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    rawError(socket, 431, 'headers_too_large', 'the request headers are too large');
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    rawError(socket, 408, 'request_timeout', 'the request did not arrive in time');
  } else {
    rawError(socket, 400, 'bad_request', 'the request is not valid HTTP/1.1');
  }
}

/** An http.Server (not listening yet) and how to stop it: stop() closes sockets and waits for requests. */
function createApp(config, store) {
  const sockets = createSockets(config);
  const server = http.createServer(createRoutes(config, store));
  server.on('upgrade', sockets.onUpgrade);
  server.on('clientError', onClientError);

  /** Shutdown: stop accepting, 1001 to open WebSockets, idle keep-alive connections closed, requests answered. */
  function stop() {
    return new Promise((resolve) => {
      server.close(() => resolve());
      sockets.closeAll();
      server.closeIdleConnections();
    });
  }

  return { server, stop, openSockets: sockets.openSockets };
}

module.exports = { createApp };
