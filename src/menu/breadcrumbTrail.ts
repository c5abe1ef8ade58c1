import type { MenuItem } from './menuTypes';

/** One step of a page's breadcrumb: a menu group (no address), a page of the menu, or the page itself. */
export interface Crumb {
  title: string;
  /** Where the step leads; none for a group and for the page itself. */
  path: string | null;
}

const pathKey = (path: string) => path.split('?')[0].replace(/\/+$/, '').toLowerCase() || '/';

/** The menu lines from the top to the one leading to `key`, or null. */
function chainTo(items: readonly MenuItem[], key: string): MenuItem[] | null {
  for (const item of items) {
    if (item.path && pathKey(item.path) === key) return [item];
    if (item.children) {
      const below = chainTo(item.children, key);
      if (below) return [item, ...below];
    }
  }
  return null;
}

const HOME: Crumb = { title: '首页', path: '/' };

/**
 * A page's breadcrumb from the menu the person sees (D-UI-7): 首页 / area / group / page. A record's form sits under
 * its module's list (论文 / 编辑); a page the menu does not lead to is 首页 / its title. The home page has none. Pure.
 */
export function breadcrumbTrail(menu: readonly MenuItem[], url: string, pageTitle: string): Crumb[] {
  const key = pathKey(url);
  if (key === '/') return [];
  const direct = chainTo(menu, key);
  if (direct) return withoutRepeats([HOME, ...direct.map((item, i) => ({ title: item.title, path: i === direct.length - 1 ? null : (item.path ?? null) }))]);
  const form = /^\/([^/]+)\/add$/.exec(key);
  const list = form ? chainTo(menu, `/${form[1]}/list`) : null;
  if (list) {
    const mode = pageTitle.includes(' - ') ? pageTitle.slice(pageTitle.lastIndexOf(' - ') + 3) : pageTitle;
    return withoutRepeats([HOME, ...list.map((item) => ({ title: item.title, path: item.path ?? null })), { title: mode, path: null }]);
  }
  return [HOME, { title: pageTitle, path: null }];
}

/**
 * A level named as the one above it said once (a group 论文 holding the page 论文 read `论文 / 论文`): the deeper step
 * stays, as it is the one that leads somewhere.
 */
function withoutRepeats(trail: Crumb[]): Crumb[] {
  return trail.filter((crumb, index) => index === trail.length - 1 || crumb.title !== trail[index + 1].title);
}
