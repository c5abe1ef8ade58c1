import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './appRoutes';
import { forbiddenRedirectPath, routeAccess } from './routeAccess';

const isAnonymous = (pathname: string) => routeAccess(pathname).kind === 'anonymous';

describe('route access', () => {
  it('lets the anonymous-allowed routes and public pages through, any case', () => {
    for (const path of [
      '/',
      '/DeptDocReport',
      '/alLReport',
      '/ProblemCompApply/ProblemList',
      '/ResearchAssistant/Tutorial',
      '/login',
      '/regist',
      '/405',
      '/sr/42',
      '/Essay_Q',
    ]) {
      expect(isAnonymous(path), path).toBe(true);
    }
    expect(APP_ROUTES.filter((entry) => /^\/Essay_[A-Z]$/.test(entry.path))).toHaveLength(17);
    expect(isAnonymous('/Essay_R')).toBe(false);
    expect(isAnonymous('/userCenter')).toBe(false);
  });

  it('asks List for lists, Add for a new record and List for opening an existing one', () => {
    expect(routeAccess('/Thesis/list')).toEqual({ kind: 'permission', module: 'Thesis', action: 'List' });
    expect(routeAccess('/Thesis/add', '')).toEqual({ kind: 'permission', module: 'Thesis', action: 'Add' });
    expect(routeAccess('/Thesis/add', '?q=7')).toEqual({ kind: 'permission', module: 'Thesis', action: 'List' });
    expect(routeAccess('/userCenter')).toEqual({ kind: 'login' });
  });

  it('asks [About, Update] for the about editor, which is no module form, and a login where no page answers', () => {
    expect(routeAccess('/about/add')).toEqual({ kind: 'permission', module: 'About', action: 'Update' });
    expect(routeAccess('/FlowCenter')).toEqual({ kind: 'login' });
  });

  it('asks List on 第三方应用 for the interface reference, as the server does for its document', () => {
    expect(routeAccess('/apiReference')).toEqual({ kind: 'permission', module: 'ThirdPartyApp', action: 'List' });
    expect(routeAccess('/APIREFERENCE/')).toEqual({ kind: 'permission', module: 'ThirdPartyApp', action: 'List' });
  });

  it('builds the 405 redirect with the target', () => {
    expect(forbiddenRedirectPath('/user/list?x=1')).toBe('/405?redirect=%2Fuser%2Flist%3Fx%3D1');
  });
});
