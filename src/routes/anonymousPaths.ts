/**
 * The addresses anyone may open without logging in, as the requirements list them, so a visitor is never sent to log
 * in for them. Pages of the route table carry their own access besides.
 */
export const ANONYMOUS_PATHS: readonly string[] = [
  '/',
  '/DeptDocReport',
  '/ThreeProjectDeptReport',
  '/ALLReport',
  '/ProblemCompApply/ProblemList',
  '/ResearchAssistant/Templates',
  '/ResearchAssistant/Tutorial',
];
