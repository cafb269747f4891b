'use strict';
// Reads a Prometheus text exposition in the tests: a metric's samples whose labels hold every one given, added up.

function sample(text, metric, ...labels) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)/);
    if (match && match[1] === metric && labels.every((label) => (match[2] || '').includes(label))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

module.exports = { sample };
