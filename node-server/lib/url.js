'use strict';

const BASE = 'http://localhost';
const SLASH = 0x2f;
const BACKSLASH = 0x5c;

/** "/ajax?idx=1" -> {path: "/ajax", query: "idx=1"}; no URL object per request. */
function splitUrl(url) {
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

/**
 * Whether a URL parser reads the request target as `new URL(target, base)` would. A path that starts
 * with one "/" always reads; what starts "//" or "/\" names an authority ("//[" one that is no host),
 * and what does not start with "/" (absolute form) is parsed whole.
 */
function readableTarget(url) {
  const second = url.charCodeAt(1);
  if (url.charCodeAt(0) === SLASH && second !== SLASH && second !== BACKSLASH) {
    return true;
  }
  return URL.canParse(url, BASE);
}

/** CONTRACT.md "Errors": a request target no URL parser reads. */
const UNREADABLE_TARGET = { status: 400, code: 'bad_request', message: 'the request target is not a valid URL' };

module.exports = { splitUrl, readableTarget, UNREADABLE_TARGET };
