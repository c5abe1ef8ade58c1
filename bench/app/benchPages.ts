/** Routes of the form benchmark pages (under /bench/, see main.ts); `?module=` names the module. */
export const BENCH_PAGES = {
  moduleForm: '/bench/module-form',
  plainRjsf: '/bench/plain-rjsf',
  singleInput: '/bench/single-input',
} as const;

/** Marks a page whose form has rendered, for the runner to wait on. */
export const BENCH_READY_ATTRIBUTE = 'data-bench-ready';
