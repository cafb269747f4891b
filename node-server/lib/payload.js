'use strict';
// The answers that carry a random payload, each built as one Buffer: the fixed parts copied in, the
// payload's characters written in place (CONTRACT.md: fresh [A-Za-z0-9] on every exchange, never a
// cached string). Math.random is V8's fast xorshift128+, not a cryptographic source: nothing here
// needs to be unpredictable, only fresh.

const ALPHABET = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'latin1');
const TWO_TO_THE_24 = 0x1000000;

/** Writes `length` random alphabet characters at `offset`: 24 random bits give up to four (62, 63 rejected). */
function fill(target, offset, length) {
  const end = offset + length;
  let i = offset;
  while (i < end) {
    let bits = (Math.random() * TWO_TO_THE_24) >>> 0;
    for (let chunk = 0; chunk < 4 && i < end; chunk++, bits >>>= 6) {
      const value = bits & 63;
      if (value < 62) {
        target[i++] = ALPHABET[value];
      }
    }
  }
  return target;
}

/** prefix + `size` random characters + suffix, in one allocation. */
function framed(prefix, size, suffix) {
  const out = Buffer.allocUnsafe(prefix.length + size + suffix.length);
  out.write(prefix, 0, 'latin1');
  fill(out, prefix.length, size);
  out.write(suffix, prefix.length + size, 'latin1');
  return out;
}

/** {"idx":N,"message":"<size chars>"} */
function ajax({ idx, size }) {
  return framed(`{"idx":${idx},"message":"`, size, '"}');
}

/** CB({"idx":N,"message":"<size chars>"}); (the callback was validated: identifiers only) */
function jsonp(callback, { idx, size }) {
  return framed(`${callback}({"idx":${idx},"message":"`, size, '"});');
}

/** {"event":"you_have_data","idx":N,"data":"<size chars>"} */
function youHaveData({ idx, size }) {
  return framed(`{"event":"you_have_data","idx":${idx},"data":"`, size, '"}');
}

module.exports = { fill, ajax, jsonp, youHaveData, ALPHABET };
