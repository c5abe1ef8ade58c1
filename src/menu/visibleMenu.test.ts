import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menuTypes';
import { usesDeanMenu, visibleMenu } from './visibleMenu';

const menu: MenuItem[] = [
  { title: '首页', path: '/' },
  {
    title: '论文',
    children: [
      { title: '论文', path: '/Thesis/list', permission: 'Thesis' },
      { title: '审核', path: '/Thesis/checklist', permission: ['Thesis', 'Check'] },
    ],
  },
  { title: '基础信息', children: [{ title: '用户', path: '/user/list', permission: 'User' }] },
];

describe('visibleMenu', () => {
  const grants = new Set(['Thesis:List']);
  const can = (permission: string | [string, string]) => {
    const [module, action] = Array.isArray(permission) ? permission : [permission, 'List'];
    return grants.has(`${module}:${action}`);
  };

  it('keeps leaves without a permission, drops groups with no visible child, filters by permission', () => {
    expect(visibleMenu(menu, can)).toEqual([
      { title: '首页', path: '/' },
      { title: '论文', children: [{ title: '论文', path: '/Thesis/list', permission: 'Thesis' }] },
    ]);
  });
});

describe('usesDeanMenu', () => {
  const roles = [
    { Id: 'r1', Name: '科研人员', EnCode: '003' },
    { Id: 'r2', Name: '院长', EnCode: '004' },
  ];

  it('is true when any role is a dean role and none is active', () => {
    expect(usesDeanMenu({ Roles: roles, Curr: { Role_Id: null } })).toBe(true);
  });

  it('counts only the active role when one is set', () => {
    expect(usesDeanMenu({ Roles: roles, Curr: { Role_Id: 'r1' } })).toBe(false);
    expect(usesDeanMenu({ Roles: roles, Curr: { Role_Id: 'r2' } })).toBe(true);
    expect(usesDeanMenu({ Roles: [{ Id: 'r3', Name: '副院长', EnCode: '012' }], Curr: { Role_Id: 'r3' } })).toBe(true);
  });
});
