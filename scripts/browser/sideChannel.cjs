'use strict';
// The browser build's `side-channel` (vite.config.ts, issue 16, D-PERF-4f). qs (Refine's query strings) keeps the
// objects it is stringifying in one to detect cycles. The package builds its store from get-intrinsic, call-bound and
// object-inspect (~30 kB, ~7 kB brotli) so as to run on engines without WeakMap; every browser the build targets has
// WeakMap and Map. Same interface: objects in a WeakMap, other keys in a Map; `assert` throws the same TypeError.
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var storeOf = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others);
  return {
    assert(key) {
      if (!storeOf(key).has(key)) throw new TypeError(`Side channel does not contain ${String(key)}`);
    },
    delete(key) {
      return storeOf(key).delete(key);
    },
    get(key) {
      return storeOf(key).get(key);
    },
    has(key) {
      return storeOf(key).has(key);
    },
    set(key, value) {
      storeOf(key).set(key, value);
    },
  };
};
