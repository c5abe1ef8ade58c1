import { describe, expect, it } from 'vitest';
import { ESSAY_PAGES } from '../pages/essay/essayPages';
import { HOME_TITLE } from '../layout/tabs/tabsModel';
import { ANONYMOUS_PATHS } from './anonymousPaths';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './appRoutes';
import { insideEntryAt, matchAppRoute, pageAt, resolvesToAppRoute } from './routeMatch';

const modules = new Set(['thesis', 'patent', 'feebudget', 'problemcost', 'officework']);

describe('route table', () => {
  it('answers an address with its page, any case, with or without a trailing slash', () => {
    expect(matchAppRoute('/USERCENTER/')?.entry.title).toBe('个人中心');
    expect(matchAppRoute('/Thesis/list')).toMatchObject({ entry: { path: '/:module/list' }, params: { module: 'Thesis' } });
    expect(matchAppRoute('/sr/42')?.params.id).toBe('42');
    expect(matchAppRoute('/')?.entry.title).toBe(HOME_TITLE);
  });

  it('prefers the about editor over the generic form at /about/add', () => {
    expect(matchAppRoute('/about/add')?.entry.title).toBe('关于平台维护');
  });

  it("keeps the office feedback module's generic pages apart from one matter's feedback page (issue 18)", () => {
    expect(matchAppRoute('/OfficeWorkFeedback/list')).toMatchObject({ entry: { path: '/:module/list' }, params: { module: 'OfficeWorkFeedback' } });
    expect(matchAppRoute('/officeworkfeedback/add')?.entry.path).toBe('/:module/add');
    expect(matchAppRoute('/officeworkfeedback/abc-1')).toMatchObject({ entry: { path: '/officeworkfeedback/:id' }, params: { id: 'abc-1' } });
    expect(matchAppRoute('/article/list')?.entry.title).toBe('介绍文章列表');
    expect(matchAppRoute('/wxmenus')?.entry.title).toBe('微信公众号菜单');
  });

  it('gives a tab the page inside the shell that answers its address, remembered, and 页面不存在 for any other', () => {
    expect(insideEntryAt('/Thesis/list').path).toBe('/:module/list');
    expect(insideEntryAt('/about/add').title).toBe('关于平台维护');
    // Outside the shell's pages a tab never shows: inside one, /login is an address no page of the shell answers.
    expect(insideEntryAt('/login')).toBe(NOT_FOUND_ROUTE);
    expect(insideEntryAt('/no/such/page')).toBe(NOT_FOUND_ROUTE);
    // The same answer object each time (the router's ranking is not done again), and case still does not matter.
    expect(matchAppRoute('/Patent/list')).toBe(matchAppRoute('/Patent/list'));
    expect(matchAppRoute('/PATENT/LIST')).toMatchObject({ entry: { path: '/:module/list' }, params: { module: 'PATENT' } });
  });

  it('shows 页面不存在 where no page answers', () => {
    expect(matchAppRoute('/ALLReport')).toBeNull();
    expect(pageAt('/ALLReport').entry).toMatchObject({ path: '*', title: '页面不存在', shell: 'inside' });
  });

  it('holds the 17 essays, titled as the essay list, outside the shell and open to anyone', () => {
    const essays = APP_ROUTES.filter((entry) => entry.path.startsWith('/Essay_'));
    expect(essays.map((entry) => [entry.path, entry.title])).toEqual(ESSAY_PAGES.map((essay) => [essay.path, essay.title]));
    for (const essay of essays) expect(essay).toMatchObject({ shell: 'outside', access: { kind: 'anonymous' } });
  });

  it('makes every listed anonymous address that is a page anonymous', () => {
    for (const path of ANONYMOUS_PATHS) {
      const match = matchAppRoute(path);
      if (match) expect(match.entry.access, path).toEqual({ kind: 'anonymous' });
    }
  });

  it('has one entry per address', () => {
    const paths = APP_ROUTES.map((entry) => entry.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('menu check', () => {
  it('accepts the pages of the table and the module pages of catalogued modules', () => {
    for (const path of [
      '/',
      '/userCenter',
      '/about/add',
      '/Essay_C',
      '/thesis/list',
      '/Patent/add?q=1',
      '/companyRulesCenter',
      '/FlowCenter',
      '/FlowProcessList',
      '/FeeBudget/checklist',
      '/ProblemCost/CheckList',
      '/officework/checklist',
      '/thesis/scoreList',
      '/personalresearchresults/scoreList',
      '/group/list',
      '/ScoreRule/list',
    ]) {
      expect(resolvesToAppRoute(path, modules), path).toBe(true);
    }
  });

  it('refuses addresses without a page: unknown modules, other segments, pages not built', () => {
    for (const path of ['/Nope/list', '/Nope/checklist', '/Nope/scoreList', '/thesis/nothing', '/ALLReport']) {
      expect(resolvesToAppRoute(path, modules), path).toBe(false);
    }
  });
});
