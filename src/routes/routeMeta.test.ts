import { describe, expect, it } from 'vitest';
import { ESSAY_ROUTES, forbiddenRedirectPath, isAnonymousRoute, modulePage, routeAccess } from './routeMeta';

describe('routeMeta', () => {
  it('lets the anonymous-allowed routes and public pages through, any case', () => {
    for (const path of ['/', '/DeptDocReport', '/alLReport', '/ProblemCompApply/ProblemList', '/ResearchAssistant/Tutorial', '/login', '/regist', '/405', '/sr/42', '/Essay_Q']) {
      expect(isAnonymousRoute(path), path).toBe(true);
    }
    expect(ESSAY_ROUTES).toHaveLength(17);
    expect(isAnonymousRoute('/Essay_R')).toBe(false);
    expect(isAnonymousRoute('/userCenter')).toBe(false);
  });

  it('asks List for lists, Add for a new record and List for opening an existing one', () => {
    expect(routeAccess('/Thesis/list')).toEqual({ kind: 'permission', module: 'Thesis', page: 'List' });
    expect(modulePage('/Thesis/add', '')).toEqual({ module: 'Thesis', page: 'Add' });
    expect(modulePage('/Thesis/add', '?q=7')).toEqual({ module: 'Thesis', page: 'List' });
    expect(routeAccess('/userCenter')).toEqual({ kind: 'login' });
  });

  it('builds the 405 redirect with the target', () => {
    expect(forbiddenRedirectPath('/user/list?x=1')).toBe('/405?redirect=%2Fuser%2Flist%3Fx%3D1');
  });
});
