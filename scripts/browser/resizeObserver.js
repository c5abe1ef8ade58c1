// The browser build's `resize-observer-polyfill` (vite.config.ts, issue 16, D-PERF-4f): every browser the build
// targets has ResizeObserver, which the polyfill itself hands back when present; its fallback code (~4 kB brotli) rode
// along with every page that uses antd's forms, tooltips or tables.
export default globalThis.ResizeObserver;
