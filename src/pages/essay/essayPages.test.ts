import { describe, expect, it } from 'vitest';
import { ESSAY_PAGES, essayNeighbours } from './essayPages';

describe('essay pages', () => {
  it('are the 17 pages /Essay_A … /Essay_Q with the spec titles in order', () => {
    expect(ESSAY_PAGES).toHaveLength(17);
    expect(ESSAY_PAGES[0]).toEqual({ code: 'Essay_A', path: '/Essay_A', title: '中心介绍' });
    expect(ESSAY_PAGES[15]).toEqual({ code: 'Essay_P', path: '/Essay_P', title: 'PI落地支持服务' });
    expect(ESSAY_PAGES[16]).toEqual({ code: 'Essay_Q', path: '/Essay_Q', title: '大型仪器共享' });
  });

  it('link each essay to the one before and after', () => {
    expect(essayNeighbours('Essay_A')).toEqual({ previous: null, next: ESSAY_PAGES[1] });
    expect(essayNeighbours('Essay_Q').next).toBeNull();
    expect(essayNeighbours('Essay_Z')).toEqual({ previous: null, next: null });
  });
});
