'use strict';
// The browser build's `object-inspect` (vite.config.ts, issue 16, D-PERF-4f). qs (Refine's query strings) reaches it
// through side-channel, which calls it only to word the error of an assertion qs never makes: the full inspector
// (~31 kB, ~7 kB brotli) rode along with every page of the shell for a message nobody sees. This keeps the message.
module.exports = function inspect(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};
