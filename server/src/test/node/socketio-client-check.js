// Drives the reference server's Socket.IO framing with the real socket.io-client (v4) over the
// WebSocket transport, the way a Node.js load client would. Run by SocketIoRealClientTest:
//   node socketio-client-check.js <base url> [exchanges] [fresh connections]
// Prints one line per check and "ALL OK" at the end; any mismatch prints "FAIL: ..." and exits 1.
"use strict";

const { io } = require("socket.io-client");

const base = process.argv[2];
const exchanges = Number(process.argv[3] || 20);
const freshConnections = Number(process.argv[4] || 5);
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;
const STEP_TIMEOUT_MS = 5000;
const options = { transports: ["websocket"], reconnection: false, forceNew: true, timeout: STEP_TIMEOUT_MS };

if (!base) {
  console.error("usage: node socketio-client-check.js <base url> [exchanges] [fresh connections]");
  process.exit(2);
}

const overall = setTimeout(() => fail("the whole check took longer than 60 s"), 60000);

function fail(message) {
  console.error("FAIL: " + message);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) {
    fail(message);
  }
}

function checkData(where, data, size) {
  check(typeof data === "string", `${where}: data is not a string`);
  check(data.length === size, `${where}: data has ${data.length} characters, expected ${size}`);
  check(ALPHANUMERIC.test(data), `${where}: data is not [A-Za-z0-9]`);
}

/** Resolves with the first of the named events (its arguments), rejects after STEP_TIMEOUT_MS. */
function next(socket, event) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
    socket.once(event, (...args) => {
      clearTimeout(timer);
      resolve(args);
    });
  });
}

function connected(socket) {
  return Promise.race([
    next(socket, "connect"),
    next(socket, "connect_error").then(([error]) => {
      throw new Error("connect_error: " + error.message);
    }),
  ]);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function mainNamespace() {
  const socket = io(base, options);
  await connected(socket);
  const payloads = new Set();
  for (let idx = 0; idx < exchanges; idx++) {
    const answer = next(socket, "you_have_data");
    socket.emit("send_me_data", idx);
    const [gotIdx, data] = await answer;
    check(gotIdx === idx, `main: answer to idx ${idx} carries idx ${gotIdx}`);
    checkData(`main idx ${idx}`, data, 4096);
    payloads.add(data);
  }
  check(payloads.size === exchanges, "main: the same data came twice");
  const sized = next(socket, "you_have_data");
  socket.emit("send_me_data", 9007199254740992, 100);
  const [bigIdx, small] = await sized;
  check(bigIdx === 9007199254740992, `main: largest idx came back as ${bigIdx}`);
  checkData("main sized", small, 100);
  console.log(`main namespace: ${exchanges + 1} exchanges ok`);

  const error = next(socket, "error");
  socket.emit("send_me_data", -1);
  const [problem] = await error;
  check(problem && problem.error === "bad_idx", `main: bad idx answered with ${JSON.stringify(problem)}`);
  console.log("main namespace: error event ok");

  // Several ping intervals pass (the test sets a short one): the client's pongs keep it open.
  await sleep(1000);
  check(socket.connected, "main: disconnected while idle (heartbeat)");
  const later = next(socket, "you_have_data");
  socket.emit("send_me_data", 7, 8);
  const [laterIdx, laterData] = await later;
  check(laterIdx === 7, "main: answer after idle carries the wrong idx");
  checkData("main after idle", laterData, 8);
  console.log("main namespace: still open after 1 s of pings ok");
  socket.disconnect();
}

async function freshNamespace() {
  for (let idx = 0; idx < freshConnections; idx++) {
    const socket = io(base + "/fresh", { ...options, query: { idx, size: 64 + idx } });
    const pushed = next(socket, "you_have_data");
    await connected(socket);
    const [gotIdx, data] = await pushed;
    check(gotIdx === idx, `fresh: push for idx ${idx} carries idx ${gotIdx}`);
    checkData(`fresh idx ${idx}`, data, 64 + idx);
    socket.disconnect();
  }
  console.log(`fresh namespace: ${freshConnections} connections ok`);
}

async function connectErrors() {
  const unknown = io(base + "/nope", options);
  const [error] = await next(unknown, "connect_error");
  check(error.message === "Invalid namespace", `unknown namespace refused with "${error.message}"`);
  unknown.close();

  const noIdx = io(base + "/fresh", { ...options, query: { size: 8 } });
  const [refused] = await next(noIdx, "connect_error");
  check(refused.data && refused.data.error === "bad_idx", `fresh without idx refused with ${JSON.stringify(refused.data)}`);
  noIdx.close();
  console.log("connect errors: ok");
}

(async () => {
  try {
    await mainNamespace();
    await freshNamespace();
    await connectErrors();
  } catch (error) {
    fail(error.message);
  }
  clearTimeout(overall);
  console.log("ALL OK");
  process.exit(0);
})();
