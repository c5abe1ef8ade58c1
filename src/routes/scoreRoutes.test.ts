import { describe, expect, it } from 'vitest';
import { routeAccess } from './routeAccess';
import { isGenericEntry, pageAt } from './routeMatch';

const STATISTICS = { kind: 'permission', module: 'ScoreRule', action: 'Report' };

describe('the score routes', () => {
  it('answer each address with a page of its own and a Chinese title (never a raw path)', () => {
    const titles: Record<string, string> = {
      '/group/list': '积分统计',
      '/group/personList': '个人积分排名',
      '/group/deptList': '科室积分排名',
      '/group/detailList': '积分明细',
      '/platform/deptList': '科室平台积分',
      '/group/personalresearchresults': '个人科研成果',
      '/group/personprojectlist': '个人项目积分',
      '/group/treeProject': '三名工程积分',
      '/personalresearchresults/scoreList': '个人科研成果积分',
      '/ScoreRule/list': '积分规则',
      // Named 积分列表 until the page names itself after its scheme (论文积分).
      '/thesis/scoreList': '积分列表',
    };
    for (const [path, title] of Object.entries(titles)) expect(pageAt(path).entry.title, path).toBe(title);
  });

  it('win over the generic module pages: 积分规则 is not the ScoreRule list, /group/list is not a module list', () => {
    expect(isGenericEntry(pageAt('/ScoreRule/list').entry)).toBe(false);
    expect(isGenericEntry(pageAt('/scorerule/LIST').entry)).toBe(false);
    expect(isGenericEntry(pageAt('/group/list').entry)).toBe(false);
    expect(pageAt('/personalresearchresults/scoreList').entry).not.toBe(pageAt('/thesis/scoreList').entry);
    expect(pageAt('/Patent/scoreList').params.module).toBe('Patent');
  });

  it('ask the statistics grant for rankings and the tree, a login for lists and personal pages, List for the rules', () => {
    for (const path of [
      '/group/list',
      '/group/personList',
      '/group/deptList',
      '/platform/deptList',
      '/group/treeProject',
      '/personalresearchresults/scoreList',
    ]) {
      expect(routeAccess(path), path).toEqual(STATISTICS);
    }
    for (const path of ['/thesis/scoreList', '/group/detailList', '/group/personalresearchresults', '/group/personprojectlist']) {
      expect(routeAccess(path), path).toEqual({ kind: 'login' });
    }
    expect(routeAccess('/ScoreRule/list')).toEqual({ kind: 'permission', module: 'ScoreRule', action: 'List' });
  });
});
