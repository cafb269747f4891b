'use strict';
// One exchange request (CONTRACT.md, "AJAX transport" and "WebSocket"): which exchange (idx) and how
// many random characters (size), validated on the way in. Bad input throws a BadInput carrying the
// contract's short error code; messages are fixed texts that never echo client input.

const MAX_IDX = 2 ** 53;
const MAX_SIZE = 1048576;
const DEFAULT_SIZE = 4096;
const CALLBACK_MAX_LENGTH = 64;
const EXACT_MAX_IDX = /"idx"\s*:\s*9007199254740992(?![0-9.eE])/;
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

/** Bad client input: answered as {"error": code, "message": message} (HTTP 400 or a WebSocket error event). */
class BadInput extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const badIdx = () => new BadInput('bad_idx', `idx must be an integer from 0 to ${MAX_IDX}`);
const badSize = () => new BadInput('bad_size', `size must be an integer from 0 to ${MAX_SIZE}`);

/** A query value: null (absent) takes the default; anything but 1..maxDigits digits within max is bad. */
function queryInteger(text, fallback, maxDigits, max, bad) {
  if (text === null) {
    return fallback;
  }
  if (text.length === 0 || text.length > maxDigits || !/^[0-9]+$/.test(text)) {
    throw bad();
  }
  // BigInt: 9007199254740993 would round to 2^53 as a Number and slip through.
  if (BigInt(text) > BigInt(max)) {
    throw bad();
  }
  return Number(text);
}

/** A JSON value: absent or null takes the default; it must be a whole number within 0..max. */
function jsonInteger(value, fallback, max, bad) {
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw bad();
  }
  return value;
}

/** idx and size of a query string (URLSearchParams); both optional. */
function fromQuery(params) {
  return {
    idx: queryInteger(params.get('idx'), 0, 16, MAX_IDX, badIdx),
    size: queryInteger(params.get('size'), DEFAULT_SIZE, 8, MAX_SIZE, badSize),
  };
}

/** A persistent socket's message: {"event":"send_me_data","idx":N[,"size":S]}. */
function fromMessage(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    throw new BadInput('bad_json', 'message is not valid JSON');
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    throw new BadInput('bad_json', 'message must be a JSON object');
  }
  if (message.event !== 'send_me_data') {
    throw new BadInput('unknown_event', 'event must be "send_me_data"');
  }
  const idx = jsonInteger(message.idx, 0, MAX_IDX, badIdx);
  // JSON.parse reads 9007199254740993 as 2^53: at that one value, the number must be written as such.
  if (idx === MAX_IDX && !EXACT_MAX_IDX.test(text)) {
    throw badIdx();
  }
  return { idx, size: jsonInteger(message.size, DEFAULT_SIZE, MAX_SIZE, badSize) };
}

/** A JSONP callback safe to reflect: dotted JavaScript identifiers, at most 64 characters. */
function jsonpCallback(name) {
  if (name.length === 0 || name.length > CALLBACK_MAX_LENGTH || !CALLBACK.test(name)) {
    throw new BadInput('bad_callback',
      `callback must be a dotted JavaScript identifier of at most ${CALLBACK_MAX_LENGTH} characters`);
  }
  return name;
}

module.exports = { BadInput, fromQuery, fromMessage, jsonpCallback, MAX_IDX, MAX_SIZE, DEFAULT_SIZE };
