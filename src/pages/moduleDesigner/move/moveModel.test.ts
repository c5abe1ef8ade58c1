import { describe, expect, it } from 'vitest';
import { movedText, placeText } from './moveModel';

describe('the 移动 dialog’s words', () => {
  it('says where a module stands, or that no menu entry opens it', () => {
    expect(placeText({ AreaTitle: '科研业务', MenuGroup: '科研管理' })).toBe('科研业务 · 菜单 科研管理');
    expect(placeText({ AreaTitle: '科研业务', MenuGroup: null })).toBe('科研业务 · 不在菜单中');
  });

  it('names the area it went to by its title', () => {
    expect(movedText({ Module: 'Thesis', Area: 'OA', MenuGroup: '办公管理' })).toMatch(/^已移动到 (?!OA)\S+ · 菜单 办公管理$/);
  });
});
