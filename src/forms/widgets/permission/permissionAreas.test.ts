import { describe, expect, it } from 'vitest';
import { menuAreaPlan } from './permissionAreas';
import { STANDARD_MENU } from '../../../menu/menus';

describe('menuAreaPlan', () => {
  it('makes each top menu group an area of the modules its entries check, nested groups included', () => {
    const plan = menuAreaPlan([
      { title: '首页', path: '/' },
      {
        title: '论文',
        children: [
          { title: '论文', path: '/thesis/list', permission: 'Thesis' },
          {
            title: '统计',
            children: [
              { title: '论文统计', path: '/r', permission: ['Thesis', 'Report'] },
              { title: '专利', path: '/p', permission: 'Patent' },
            ],
          },
        ],
      },
      { title: '空', children: [{ title: '审批中心', path: '/FlowCenter' }] },
    ]);
    expect(plan).toEqual([{ title: '论文', modules: ['Thesis', 'Patent'] }]);
  });

  it('gives the standard menu its areas, 基础信息 holding users and roles', () => {
    const plan = menuAreaPlan(STANDARD_MENU);
    expect(plan.map((area) => area.title)).toContain('基础信息');
    expect(plan.find((area) => area.title === '基础信息')?.modules).toEqual(expect.arrayContaining(['User', 'Role', 'Permission']));
  });
});
