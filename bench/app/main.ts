/**
 * The bench build: /bench/* are the form benchmark pages; every other path is the real app (src/main.tsx), so the
 * list and export benchmarks run the product's own pages from the same build and server.
 */
export const BENCH_PATH_PREFIX = '/bench/';

if (window.location.pathname.startsWith(BENCH_PATH_PREFIX)) void import('./benchRoot');
else void import('../../src/main');
