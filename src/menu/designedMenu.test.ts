import { describe, expect, it } from 'vitest';
import { withDesignedEntries } from './designedMenu';
import type { MenuItem } from './menuTypes';

const menu: MenuItem[] = [
  { title: '首页', path: '/' },
  { title: '科研管理', icon: 'ExperimentOutlined', children: [{ title: '论文', path: '/Thesis/list', permission: 'Thesis' }] },
];
const seminar = { Group: '科研管理', Title: '学术研讨会', Module: 'Seminar', Path: '/Seminar/list' };

describe('withDesignedEntries', () => {
  it('adds each entry at the end of its group, needing the module’s List permission', () => {
    expect(withDesignedEntries(menu, [seminar])).toEqual([
      menu[0],
      { ...menu[1], children: [...(menu[1]?.children ?? []), { title: '学术研讨会', path: '/Seminar/list', icon: 'AppstoreOutlined', permission: 'Seminar' }] },
    ]);
  });

  it('gives entries of a group this menu lacks a group of their own at the end', () => {
    const other = { ...seminar, Group: '办公管理', Module: 'Memo', Title: '备忘', Path: '/Memo/list' };
    const merged = withDesignedEntries(menu, [other]);
    expect(merged.slice(0, 2)).toEqual(menu);
    expect(merged[2]).toEqual({
      title: '办公管理',
      icon: 'AppstoreOutlined',
      children: [{ title: '备忘', path: '/Memo/list', icon: 'AppstoreOutlined', permission: 'Memo' }],
    });
  });

  it('leaves the menu as it is without entries, and never a leaf named like a group', () => {
    expect(withDesignedEntries(menu, [])).toEqual(menu);
    expect(withDesignedEntries(menu, [{ ...seminar, Group: '首页' }])[2]?.title).toBe('首页');
  });
});
