import { describe, expect, it } from 'vitest';
import { antdMenuModel, groupKeysAbove, type AntdMenuLine } from './antdMenuItems';
import type { MenuItem } from './menuTypes';

const MENU: MenuItem[] = [
  { title: '首页', path: '/' },
  {
    title: '论文/专利/奖励/其他',
    children: [
      {
        title: '论文',
        children: [
          { title: '论文', path: '/Thesis/List' },
          { title: '论文积分', path: '/ThesisScore' },
        ],
      },
      { title: '专利', children: [{ title: '专利', path: '/Patent/List' }] },
    ],
  },
  { title: '科研管理', children: [{ title: '课题', path: '/Problem/List' }] },
];

const shape = (lines: AntdMenuLine[]): unknown[] => lines.map((line) => ('children' in line ? { [line.label]: shape(line.children) } : line.label));

describe('the side menu as antd items', () => {
  it('gives antd the lines of drawn groups only, and the page of every line', () => {
    const drawn = new Set(['m-1', 'm-1-0']);
    const model = antdMenuModel(MENU, { icon: () => null, drawsGroup: (key) => drawn.has(key) });
    expect(shape(model.items)).toEqual(['首页', { '论文/专利/奖励/其他': [{ 论文: ['论文', '论文积分'] }, { 专利: [] }] }, { 科研管理: [] }]);
    expect([...model.paths]).toEqual([
      ['m-0', '/'],
      ['m-1-0-0', '/Thesis/List'],
      ['m-1-0-1', '/ThesisScore'],
      ['m-1-1-0', '/Patent/List'],
      ['m-2-0', '/Problem/List'],
    ]);
  });

  it('draws a group inside a group only when both are drawn', () => {
    const model = antdMenuModel(MENU, { icon: () => null, drawsGroup: (key) => key === 'm-1-0' });
    expect(shape(model.items)).toEqual(['首页', { '论文/专利/奖励/其他': [] }, { 科研管理: [] }]);
  });

  it("starts loading a line's page when it is hovered", () => {
    const hovered: string[] = [];
    const model = antdMenuModel(MENU, { icon: () => null, drawsGroup: () => true, onHover: (path) => hovered.push(path) });
    const group = model.items[2];
    const problem = 'children' in group ? group.children[0] : undefined;
    if (problem && 'onMouseEnter' in problem) problem.onMouseEnter?.();
    expect(hovered).toEqual(['/Problem/List']);
  });

  it('draws the groups above the page shown, whatever the case of its address', () => {
    const model = antdMenuModel(MENU, { icon: () => null, drawsGroup: () => false, current: '/thesis/list' });
    expect(shape(model.items)).toEqual(['首页', { '论文/专利/奖励/其他': [{ 论文: ['论文', '论文积分'] }, { 专利: [] }] }, { 科研管理: [] }]);
  });

  it('names the groups above a line', () => {
    expect(groupKeysAbove('m-1-0-1')).toEqual(['m-1', 'm-1-0']);
    expect(groupKeysAbove('m-2-0')).toEqual(['m-2']);
    expect(groupKeysAbove('m-0')).toEqual([]);
  });
});
