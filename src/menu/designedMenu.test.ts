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

describe('withDesignedEntries for a moved module', () => {
  const standard: MenuItem[] = [
    {
      title: '科研管理',
      children: [
        { title: '论文管理', children: [{ title: '论文', path: '/Thesis/List', permission: 'Thesis' }] },
        { title: '专利', path: '/Patent/list' },
      ],
    },
    { title: '办公管理', children: [{ title: '公文', path: '/OfficeWork/list' }] },
  ];
  const moved = { Group: '办公管理', Title: '论文', Module: 'Thesis', Path: '/Thesis/list' };

  it('takes its entries out of the groups they stood in (any case of the path) and puts one in the group named', () => {
    const merged = withDesignedEntries(standard, [moved]);
    expect(merged[0]).toEqual({ title: '科研管理', children: [{ title: '专利', path: '/Patent/list' }] });
    // Two levels down, beside a sibling group.
    const deeper = withDesignedEntries(
      [
        {
          title: '科研',
          children: [
            {
              title: '论文管理',
              children: [
                { title: '论文', path: '/Thesis/list' },
                { title: '期刊', path: '/Journal/list' },
              ],
            },
            { title: '其他', children: [] },
          ],
        },
      ],
      [moved],
    );
    expect(deeper[0]?.children?.[0]).toEqual({ title: '论文管理', children: [{ title: '期刊', path: '/Journal/list' }] });
    expect(merged[1]?.children?.map((leaf) => leaf.path)).toEqual(['/OfficeWork/list', '/Thesis/list']);
  });

  it('keeps a group that still has entries, and moving back to where it was leaves one entry there', () => {
    const back = withDesignedEntries(standard, [{ ...moved, Group: '科研管理' }]);
    const paths = JSON.stringify(back).match(/\/Thesis\/list/gi) ?? [];
    expect(paths).toHaveLength(1);
    expect(back[0]?.children?.map((leaf) => leaf.title)).toEqual(['专利', '论文']);
  });
});
