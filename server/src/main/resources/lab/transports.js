// The original transports experiment as a page: N exchanges per transport, each timed with
// performance.now() from the request (or the new socket) to the answer's arrival, think time
// excluded. Plain JavaScript, no framework. Messages follow CONTRACT.md. window.labResults holds
// the results as JSON for a driver (done: true once every test has ended, ok or failed).
(function () {
  'use strict';

  var DEFAULTS = { transports: 'ajax,ws,fresh', exchanges: '10,100,250,500', size: '4096', thinkMs: '500', repeats: '3' };
  var TRANSPORTS = ['ajax', 'ws', 'fresh', 'sio', 'fresh-sio'];
  var MAX_SIZE = 1048576;
  var ANSWER_TIMEOUT_MS = 10000;
  var origin = location.origin;
  var wsOrigin = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host;

  function now() {
    return performance.now();
  }

  function round(ms) {
    return Math.round(ms * 1000) / 1000;
  }

  function sleep(ms) {
    return new Promise(function (resolve) { setTimeout(resolve, ms); });
  }

  /** Knobs from the query string (else the defaults), validated: a bad knob fails before any test. */
  function readKnobs(source) {
    function text(name) {
      var value = source.get(name);
      return value === null || value.trim() === '' ? DEFAULTS[name] : value.trim();
    }
    function integer(name, min, max) {
      var value = text(name);
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new Error(name + ' must be an integer ' + min + '..' + max + ', got "' + value + '"');
      }
      return Number(value);
    }
    var transports = text('transports').split(',').map(function (t) { return t.trim(); }).filter(Boolean);
    transports.forEach(function (t) {
      if (TRANSPORTS.indexOf(t) < 0) {
        throw new Error('unknown transport "' + t + '" (known: ' + TRANSPORTS.join(', ') + ')');
      }
    });
    var exchanges = text('exchanges').split(',').map(function (n) { return n.trim(); }).filter(Boolean)
      .map(function (n) {
        if (!/^\d+$/.test(n) || Number(n) < 1) {
          throw new Error('exchanges must list positive integers, got "' + n + '"');
        }
        return Number(n);
      });
    if (transports.length === 0 || exchanges.length === 0) {
      throw new Error('transports and exchanges must each name at least one value');
    }
    return {
      transports: transports,
      exchanges: exchanges,
      size: integer('size', 0, MAX_SIZE),
      thinkMs: integer('thinkMs', 0, 600000),
      repeats: integer('repeats', 1, 100)
    };
  }

  /** Every answer must carry the idx asked for and size characters, else the exchange failed. */
  function checkAnswer(idx, answerIdx, data, size) {
    if (answerIdx !== idx) {
      throw new Error('answer carried idx ' + answerIdx + ', expected ' + idx);
    }
    if (typeof data !== 'string' || data.length !== size) {
      throw new Error('answer carried ' + (typeof data === 'string' ? data.length : 'no') + ' characters, expected ' + size);
    }
  }

  function withTimeout(promise, what) {
    var timer;
    var timeout = new Promise(function (resolve, reject) {
      timer = setTimeout(function () { reject(new Error(what + ': no answer within ' + ANSWER_TIMEOUT_MS + ' ms')); },
        ANSWER_TIMEOUT_MS);
    });
    return Promise.race([promise, timeout]).finally(function () { clearTimeout(timer); });
  }

  // JSONP: one script element per exchange; the server's answer calls window.labJsonp.
  var jsonpWaiting = null;
  window.labJsonp = function (body) {
    if (jsonpWaiting) {
      jsonpWaiting(body, now());
    }
  };

  function jsonpExchange(idx, size) {
    var script = document.createElement('script');
    var answered = new Promise(function (resolve, reject) {
      jsonpWaiting = function (body, end) { resolve({ body: body, end: end }); };
      script.onerror = function () {
        reject(new Error('the JSONP script did not load (an HTTP error answer, or the connection failed)'));
      };
      script.onload = function () {
        reject(new Error('the JSONP script loaded without calling back'));
      };
    });
    script.src = origin + '/ajax?idx=' + idx + '&size=' + size + '&callback=labJsonp';
    var start = now();
    document.head.appendChild(script);
    return withTimeout(answered, 'JSONP').then(function (answer) {
      checkAnswer(idx, answer.body.idx, answer.body.message, size);
      return answer.end - start;
    }).finally(function () {
      jsonpWaiting = null;
      script.remove();
    });
  }

  /** A WebSocket whose messages are awaited one at a time; a close or error fails the wait. */
  function Channel(url) {
    var self = this;
    self.inbox = [];
    self.waiter = null;
    self.failure = null;
    self.socket = new WebSocket(url);
    self.closed = new Promise(function (resolve) { self.socket.addEventListener('close', resolve); });
    self.socket.onmessage = function (event) {
      var item = { data: event.data, end: now() };
      if (self.waiter) {
        var waiter = self.waiter;
        self.waiter = null;
        waiter.resolve(item);
      } else {
        self.inbox.push(item);
      }
    };
    self.socket.onclose = function (event) {
      self.fail(new Error('the connection closed (code ' + event.code + (event.reason ? ', ' + event.reason : '') + ')'));
    };
    self.socket.onerror = function () {
      self.fail(new Error('the WebSocket failed (refused, or the upgrade was answered with an error)'));
    };
  }

  Channel.prototype.fail = function (error) {
    if (!this.failure) {
      this.failure = error;
    }
    if (this.waiter) {
      var waiter = this.waiter;
      this.waiter = null;
      waiter.reject(this.failure);
    }
  };

  Channel.prototype.opened = function () {
    var socket = this.socket;
    var self = this;
    return withTimeout(new Promise(function (resolve, reject) {
      socket.addEventListener('open', function () { resolve(now()); });
      socket.addEventListener('close', function () { reject(self.failure || new Error('closed before open')); });
    }), 'WebSocket open');
  };

  Channel.prototype.next = function () {
    var self = this;
    if (self.inbox.length > 0) {
      return Promise.resolve(self.inbox.shift());
    }
    if (self.failure) {
      return Promise.reject(self.failure);
    }
    return withTimeout(new Promise(function (resolve, reject) {
      self.waiter = { resolve: resolve, reject: reject };
    }), 'WebSocket message');
  };

  /** Closes and waits for the close to finish (bounded), so the next exchange starts from quiet. */
  Channel.prototype.close = function () {
    this.socket.onclose = null;
    this.socket.onerror = null;
    if (this.socket.readyState <= 1) {
      this.socket.close(1000);
    }
    return withTimeout(this.closed, 'WebSocket close').catch(function () { return null; });
  };

  /** The contract's answer {"event":"you_have_data","idx":N,"data":"..."}; an error event fails the exchange. */
  function parseEvent(text, idx, size) {
    var message = JSON.parse(text);
    if (message.event === 'error') {
      throw new Error('the server answered error ' + message.error + ': ' + message.message);
    }
    if (message.event !== 'you_have_data') {
      throw new Error('unexpected event ' + message.event);
    }
    checkAnswer(idx, message.idx, message.data, size);
  }

  async function persistentWs(test, knobs, firstIdx, record) {
    var started = now();
    var channel = new Channel(wsOrigin + '/ws');
    try {
      test.connectMs = round((await channel.opened()) - started);
      for (var i = 0; i < test.exchanges; i++) {
        var idx = firstIdx + i;
        var start = now();
        channel.socket.send(JSON.stringify({ event: 'send_me_data', idx: idx, size: knobs.size }));
        var answer = await channel.next();
        parseEvent(answer.data, idx, knobs.size);
        await record(i, answer.end - start);
      }
    } finally {
      await channel.close();
    }
  }

  async function freshWs(test, knobs, firstIdx, record) {
    for (var i = 0; i < test.exchanges; i++) {
      var idx = firstIdx + i;
      var start = now();
      var channel = new Channel(wsOrigin + '/ws/fresh?idx=' + idx + '&size=' + knobs.size);
      try {
        var answer = await channel.next();
        parseEvent(answer.data, idx, knobs.size);
        // The answer's arrival ends the exchange; the close is awaited outside the timing.
        await channel.close();
        await record(i, answer.end - start);
      } finally {
        await channel.close();
      }
    }
  }

  function loadSocketIo() {
    if (window.io) {
      return Promise.resolve(window.io);
    }
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = origin + '/socket.io/socket.io.js';
      script.onload = function () { resolve(window.io); };
      script.onerror = function () {
        reject(new Error('this server serves no /socket.io/socket.io.js: the Socket.IO transports need a Socket.IO server'));
      };
      document.head.appendChild(script);
    });
  }

  function sioEvent(socket, event) {
    return withTimeout(new Promise(function (resolve, reject) {
      socket.once(event, function () { resolve({ args: Array.prototype.slice.call(arguments), end: now() }); });
      socket.once('error', function (problem) {
        reject(new Error('the server answered error ' + (problem && problem.error) + ': ' + (problem && problem.message)));
      });
      socket.once('connect_error', function (problem) { reject(new Error('connect error: ' + problem.message)); });
      socket.once('disconnect', function (reason) { reject(new Error('disconnected: ' + reason)); });
    }), 'Socket.IO ' + event);
  }

  async function persistentSio(test, knobs, firstIdx, record) {
    var io = await loadSocketIo();
    var started = now();
    var socket = io(origin, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      var connected = await sioEvent(socket, 'connect');
      test.connectMs = round(connected.end - started);
      for (var i = 0; i < test.exchanges; i++) {
        var idx = firstIdx + i;
        var start = now();
        var answered = sioEvent(socket, 'you_have_data');
        socket.emit('send_me_data', idx, knobs.size);
        var answer = await answered;
        checkAnswer(idx, answer.args[0], answer.args[1], knobs.size);
        await record(i, answer.end - start);
      }
    } finally {
      socket.removeAllListeners();
      socket.disconnect();
    }
  }

  async function freshSio(test, knobs, firstIdx, record) {
    var io = await loadSocketIo();
    for (var i = 0; i < test.exchanges; i++) {
      var idx = firstIdx + i;
      var start = now();
      var socket = io(origin + '/fresh', { transports: ['websocket'], forceNew: true, reconnection: false,
        query: { idx: String(idx), size: String(knobs.size) } });
      try {
        var answer = await sioEvent(socket, 'you_have_data');
        checkAnswer(idx, answer.args[0], answer.args[1], knobs.size);
        socket.removeAllListeners();
        socket.disconnect();
        await record(i, answer.end - start);
      } finally {
        socket.removeAllListeners();
        socket.disconnect();
      }
    }
  }

  async function ajax(test, knobs, firstIdx, record) {
    for (var i = 0; i < test.exchanges; i++) {
      await record(i, await jsonpExchange(firstIdx + i, knobs.size));
    }
  }

  var RUNNERS = { ajax: ajax, ws: persistentWs, fresh: freshWs, sio: persistentSio, 'fresh-sio': freshSio };

  /** One test: N exchanges on one transport. A failed exchange fails the test with its reason, never a zero. */
  async function runTest(transport, exchanges, repeat, knobs) {
    var test = { transport: transport, exchanges: exchanges, repeat: repeat, ok: false, totalMs: null,
      exchangeMs: [], connectMs: null, elapsedMs: null, error: null };
    // Distinct idx per page load, so no answer can come from a cache.
    var firstIdx = Date.now() * 1000;
    var began = now();
    var record = async function (i, ms) {
      test.exchangeMs.push(round(ms));
      if (i < exchanges - 1 && knobs.thinkMs > 0) {
        await sleep(knobs.thinkMs);
      }
    };
    try {
      await RUNNERS[transport](test, knobs, firstIdx, record);
      test.totalMs = round(test.exchangeMs.reduce(function (a, b) { return a + b; }, 0));
      test.ok = true;
    } catch (e) {
      test.error = 'exchange ' + (test.exchangeMs.length + 1) + ' of ' + exchanges + ': ' + (e && e.message ? e.message : e);
    }
    test.elapsedMs = round(now() - began);
    return test;
  }

  function show(test) {
    var row = document.createElement('tr');
    var cells = [test.transport, test.exchanges, test.repeat];
    if (test.ok) {
      cells.push(test.totalMs.toFixed(2), (test.totalMs / test.exchanges).toFixed(3),
        test.connectMs === null ? '-' : test.connectMs.toFixed(2), test.elapsedMs.toFixed(0));
    }
    cells.forEach(function (value) {
      var cell = document.createElement('td');
      cell.textContent = String(value);
      row.appendChild(cell);
    });
    if (!test.ok) {
      var failed = document.createElement('td');
      failed.colSpan = 4;
      failed.className = 'failed';
      failed.textContent = 'FAILED: ' + test.error;
      row.appendChild(failed);
    }
    document.querySelector('#table tbody').appendChild(row);
  }

  function publish(results) {
    window.labResults = results;
    document.getElementById('results-json').textContent = JSON.stringify(results, null, 1);
  }

  /** Runs every (N, transport, repeat) in order; resolves with the results, also left in window.labResults. */
  async function run(source) {
    var button = document.getElementById('run');
    button.disabled = true;
    try {
      return await runAll(source);
    } finally {
      button.disabled = false;
    }
  }

  async function runAll(source) {
    var results = { format: 1, done: false, userAgent: navigator.userAgent, page: location.href, knobs: null,
      tests: [], error: null };
    publish(results);
    document.querySelector('#table tbody').textContent = '';
    var status = document.getElementById('status');
    try {
      var knobs = readKnobs(source);
      results.knobs = knobs;
      for (var n = 0; n < knobs.exchanges.length; n++) {
        for (var t = 0; t < knobs.transports.length; t++) {
          for (var r = 1; r <= knobs.repeats; r++) {
            status.textContent = 'Running ' + knobs.transports[t] + ' x' + knobs.exchanges[n] + ', repeat ' + r + '...';
            var test = await runTest(knobs.transports[t], knobs.exchanges[n], r, knobs);
            results.tests.push(test);
            show(test);
            publish(results);
          }
        }
      }
    } catch (e) {
      results.error = e && e.message ? e.message : String(e);
    }
    var failed = results.tests.filter(function (test) { return !test.ok; }).length;
    status.textContent = results.error ? 'FAILED: ' + results.error
      : 'Done: ' + results.tests.length + ' test(s)' + (failed ? ', ' + failed + ' FAILED' : '') + '.';
    results.done = true;
    publish(results);
    return results;
  }

  window.labRun = run;

  var form = document.getElementById('knobs');
  var query = new URLSearchParams(location.search);
  Object.keys(DEFAULTS).forEach(function (name) {
    form.elements[name].value = query.get(name) || DEFAULTS[name];
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    run(new URLSearchParams(new FormData(form)));
  });
  if (query.get('run') === '1') {
    // A driver awaits this promise once instead of polling the page while it measures.
    window.labDone = run(query);
  }
}());
