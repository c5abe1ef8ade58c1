import { describe, expect, it } from 'vitest';
import { menuTitleIndex } from './menuTitles';
import { DEAN_MENU, STANDARD_MENU } from './menus';

describe('menuTitleIndex', () => {
  const titleOf = menuTitleIndex([
    [
      {
        title: '论文/专利',
        children: [
          { title: '专利', path: '/Patent/list' },
          { title: '新增专利', path: '/patent/add' },
        ],
      },
    ],
    [{ title: '专利重复', path: '/patent/list' }],
  ]);
  it('names an address by its menu line, list pages as lists, whatever the case or query', () => {
    expect(titleOf('/patent/list')).toBe('专利列表');
    expect(titleOf('/PATENT/list?x=1')).toBe('专利列表');
    expect(titleOf('/patent/add')).toBe('新增专利');
  });
  it('answers null for an address no menu line leads to', () => expect(titleOf('/nowhere')).toBeNull());
  it('names every line of the real menus in Chinese', () => {
    const real = menuTitleIndex([STANDARD_MENU, DEAN_MENU]);
    expect(real('/thesis/list')).toMatch(/^[\u4e00-\u9fa5/（）()·]+列表$/);
  });
});
