import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail';
import type { MenuItem } from './menuTypes';

const menu: MenuItem[] = [
  { title: '首页', path: '/' },
  {
    title: '论文/专利/奖励/其他',
    children: [
      { title: '论文', path: '/Thesis/list' },
      { title: '专利', path: '/patent/list' },
    ],
  },
  { title: '基础信息', children: [{ title: '系统管理', children: [{ title: '登录日志', path: '/loginLog' }] }] },
];

describe('breadcrumbTrail', () => {
  it('follows the menu from the top to the page', () => {
    expect(breadcrumbTrail(menu, '/thesis/list', '论文列表')).toEqual([
      { title: '首页', path: '/' },
      { title: '论文/专利/奖励/其他', path: null },
      { title: '论文', path: null },
    ]);
    expect(breadcrumbTrail(menu, '/loginLog?x=1', '登录日志').map((c) => c.title)).toEqual(['首页', '基础信息', '系统管理', '登录日志']);
  });
  it('puts a record form under its module list, the list a link', () => {
    expect(breadcrumbTrail(menu, '/Thesis/add?q=1', '论文 - 编辑')).toEqual([
      { title: '首页', path: '/' },
      { title: '论文/专利/奖励/其他', path: null },
      { title: '论文', path: '/Thesis/list' },
      { title: '编辑', path: null },
    ]);
  });
  it('says a level once where a group holds a page of its own name (论文 / 论文)', () => {
    const nested: MenuItem[] = [
      {
        title: '论文/专利/奖励/其他',
        children: [
          {
            title: '论文',
            children: [
              { title: '论文', path: '/Thesis/list' },
              { title: '论文投稿', path: '/ThesisSubmitFiling/list' },
            ],
          },
        ],
      },
    ];
    expect(breadcrumbTrail(nested, '/thesis/list', '论文列表').map((c) => c.title)).toEqual(['首页', '论文/专利/奖励/其他', '论文']);
    expect(breadcrumbTrail(nested, '/Thesis/add?q=1', '论文 - 查看')).toEqual([
      { title: '首页', path: '/' },
      { title: '论文/专利/奖励/其他', path: null },
      { title: '论文', path: '/Thesis/list' },
      { title: '查看', path: null },
    ]);
    expect(breadcrumbTrail(nested, '/ThesisSubmitFiling/list', '论文投稿列表').map((c) => c.title)).toEqual([
      '首页',
      '论文/专利/奖励/其他',
      '论文',
      '论文投稿',
    ]);
  });
  it('names a page the menu does not lead to by its title, and the home page has none', () => {
    expect(breadcrumbTrail(menu, '/userCenter', '个人中心')).toEqual([
      { title: '首页', path: '/' },
      { title: '个人中心', path: null },
    ]);
    expect(breadcrumbTrail(menu, '/', '首页')).toEqual([]);
  });
});
