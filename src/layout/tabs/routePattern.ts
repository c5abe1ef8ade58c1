import { createRoutesFromElements, matchRoutes } from 'react-router';
import { shellRoutes } from '../../routes/shellRoutes';

const SHELL_ROUTES = createRoutesFromElements(shellRoutes);

/** The route pattern that renders an address of the shell (a tab's `component`), '' when none does. */
export function routePattern(pathname: string): string {
  const matches = matchRoutes(SHELL_ROUTES, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return '';
  return leaf.index ? '/' : (leaf.path ?? '');
}
