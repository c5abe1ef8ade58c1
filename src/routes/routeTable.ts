import { ESSAY_PAGES } from '../pages/essay/essayPages';

/**
 * The app's routes as data: the pages registered in App.tsx and the generic module routes. Menus are checked against
 * this table (a menu line must reach a real page), and App.tsx registers exactly these.
 */
export const PAGE_ROUTES = {
  home: '/',
  login: '/login',
  regist: '/regist',
  moduleList: '/:module/list',
  moduleForm: '/:module/add',
  forbidden: '/405',
  collectionReport: '/sr/:id',
  userCenter: '/userCenter',
  tenantCenter: '/tenantCenter',
  setting: '/setting',
  loginLog: '/loginLog',
  about: '/about',
  aboutEdit: '/about/add',
  companyRulesCenter: '/companyRulesCenter',
  map: '/map',
} as const;

/** The 17 essay pages /Essay_A … /Essay_Q (see src/pages/essay/essayPages.ts for their titles). */
export const ESSAY_PATHS: readonly string[] = ESSAY_PAGES.map((page) => page.path);

const FIXED_PATHS = new Set(
  [...Object.values(PAGE_ROUTES).filter((path) => !path.includes(':')), ...ESSAY_PATHS].map((path) => path.toLowerCase()),
);

/**
 * Whether a menu path reaches a page of the app: a fixed page, or `/{module}/list|add` of a module of the catalogue
 * (module names compare case-insensitively, as route segments do).
 */
export function resolvesToAppRoute(path: string, moduleNames: ReadonlySet<string>): boolean {
  const [pathname] = path.split('?');
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (FIXED_PATHS.has(lower)) return true;
  const match = /^\/([^/]+)\/(list|add)$/.exec(lower);
  return match !== null && moduleNames.has(match[1]);
}
