import { describe, expect, it } from 'vitest';
import { slotLabel, wxMenuColumns, wxMenuProblems } from './wxMenuLayout';

describe('the WeChat menu grid', () => {
  it('lays rows on 3 columns of a top item and 5 sub-items, ignoring unknown slots', () => {
    const columns = wxMenuColumns([
      { Id: 'a', Slot: '1', Name: '科研' },
      { Id: 'b', Slot: '1-2', Name: '课题' },
      { Id: 'c', Slot: '9', Name: 'x' },
    ]);
    expect(columns).toHaveLength(3);
    expect(columns[0].top.row?.Id).toBe('a');
    expect(columns[0].subs.map((sub) => sub.row?.Id ?? null)).toEqual([null, 'b', null, null, null]);
    expect(columns[2].top.row).toBeNull();
    expect(slotLabel('2-3')).toBe('第2列·子菜单3');
  });

  it('says what WeChat would refuse: orphan sub-items, long names, actions without their target', () => {
    const problems = wxMenuProblems(
      wxMenuColumns([
        { Slot: '1', Name: '科研服务中心', MenuType: '点击事件', EventKey: '' },
        { Slot: '2-1', Name: '通知', MenuType: '跳转网页', Url: 'https://example.org' },
        { Slot: '3', Name: '更多', MenuType: '点击事件' },
        { Slot: '3-1', Name: '小程序', MenuType: '打开小程序', AppId: 'wx1' },
        { Slot: '3-2', Name: '官网', MenuType: '跳转网页', Url: 'javascript:alert(1)' },
      ]),
    );
    expect(problems).toEqual([
      '第1列的名称超过4个字',
      '第1列需要事件标识',
      '第2列没有一级菜单,它的子菜单不会显示',
      '第3列·子菜单1需要小程序标识和页面路径',
      '第3列·子菜单2需要以 http:// 或 https:// 开头的网页链接',
    ]);
  });

  it('finds nothing wrong in a well-formed menu', () => {
    expect(wxMenuProblems(wxMenuColumns([{ Slot: '1', Name: '办事', MenuType: '跳转网页', Url: 'https://a.example' }]))).toEqual([]);
  });
});
