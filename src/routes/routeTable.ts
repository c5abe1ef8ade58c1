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
} as const;

const FIXED_PATHS = new Set([PAGE_ROUTES.home, PAGE_ROUTES.login, PAGE_ROUTES.regist].map((path) => path.toLowerCase()));

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
