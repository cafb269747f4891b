'use strict';

/** "/ajax?idx=1" -> {path: "/ajax", query: "idx=1"}; no URL object per request. */
function splitUrl(url) {
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

module.exports = { splitUrl };
