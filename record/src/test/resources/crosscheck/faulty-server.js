// Answers /hello like the reference server, with faults on purpose for capturing wrk/ab outputs:
// /sleepy: every answer after 500 ms; /errors: every 4th request 500, every 5th a longer body; /drop: every 10th connection destroyed
// without an answer; /slow: every 20th request answered after 3 s.
const http = require('http');
let n = 0;
http.createServer((req, res) => {
  n++;
  const send = (status, body) => { res.writeHead(status, {'Content-Type': 'text/plain'}); res.end(body); };
  if (req.url === '/errors') {
    if (n % 4 === 0) return send(500, 'Hello, World!');
    return send(200, n % 5 === 0 ? 'Hello, World!!' : 'Hello, World!');
  }
  if (req.url === '/sleepy') return setTimeout(() => send(200, 'Hello, World!'), 500);
  if (req.url === '/drop' && n % 10 === 0) return req.socket.destroy();
  if (req.url === '/slow' && n % 20 === 0) return setTimeout(() => send(200, 'Hello, World!'), 3000);
  send(200, 'Hello, World!');
}).listen(Number(process.argv[2]), '127.0.0.1');
