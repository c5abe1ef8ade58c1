/**
 * One shard of the spec-route walk: the shard's routes opened as the administrator (every one a real page) and as the
 * dean (a real page, or 权限不足 where the dean's role holds no grant — never 页面不存在, a blank page or the login
 * page; the dean's own menu pages always real), each without a console error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';
import { SHELL_ROUTES, shardOf } from './specRouteTable';
import { visitRoutes } from './specRouteWalk';

/** The dean's menu of the spec (its second menu) and the general pages: the dean must see them all. */
const DEAN_MUST_SEE = new Set([
  '/',
  '/about',
  '/FlowCenter',
  '/FlowProcessList',
  '/userCenter',
  '/setting',
  '/notifyMessage',
  '/DeptDocReport',
  '/ALLReport',
  '/OfficeWork/list',
  '/OfficeWork/CheckList',
  '/OfficeWorkFeedback/list',
  '/ClinicalResearch/list',
  '/softening/list',
  '/conference/list',
  '/conferenceCost/list',
  '/officeworklist',
  '/officeworkfeedback/:officeWorkId',
]);

/** About 75 page loads of 1–3 s each on a loaded 2-core machine. */
const WALK_TIMEOUT = 6 * 60 * 1000;

export function describeSpecRouteShard(shard: number, shards: number): void {
  const routes = shardOf(SHELL_ROUTES, shard, shards);

  describe(`the shell spec's routes, part ${shard + 1} of ${shards} (${routes.length} routes)`, () => {
    let harness: Harness;

    beforeAll(async () => {
      harness = await startHarness();
    });

    afterAll(async () => {
      await harness?.close();
    });

    it(
      'open as real pages for the administrator, without a console error',
      async () => {
        const { page, consoleErrors } = await harness.newPage();
        await login(page, harness.baseUrl, 'admin', 'Admin@2026');
        const visits = await visitRoutes(harness, page, consoleErrors, routes);
        const wrong = visits.filter((visit) => visit.outcome !== 'page' || visit.consoleErrors.length > 0);
        expect(wrong).toEqual([]);
      },
      WALK_TIMEOUT,
    );

    it(
      'open as real pages for the dean, or 权限不足 where the role holds no grant, without a console error',
      async () => {
        const { page, consoleErrors } = await harness.newPage();
        await login(page, harness.baseUrl, 'dean', 'Dean@2026');
        const visits = await visitRoutes(harness, page, consoleErrors, routes);
        const wrong = visits.filter((visit) => {
          if (visit.consoleErrors.length > 0) return true;
          if (DEAN_MUST_SEE.has(visit.route)) return visit.outcome !== 'page';
          return visit.outcome !== 'page' && visit.outcome !== 'forbidden';
        });
        expect(wrong).toEqual([]);
        // The dean's grants cover most of the catalogue: refusals stay the exception (Basis administration).
        expect(visits.filter((visit) => visit.outcome === 'page').length).toBeGreaterThan(routes.length / 2);
      },
      WALK_TIMEOUT,
    );
  });
}
