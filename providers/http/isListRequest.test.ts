import { describe, expect, it } from 'vitest';
import { isListRequest } from './isListRequest';

describe('isListRequest', () => {
  it('recognises /list in the path in any case, also on absolute URLs', () => {
    expect(isListRequest('/api/Thesis/List')).toBe(true);
    expect(isListRequest('/api/thesis/list?x=1')).toBe(true);
    expect(isListRequest('http://api.test/api/EnumItem/LIST')).toBe(true);
    expect(isListRequest('/api/Thesis/Get/1')).toBe(false);
    expect(isListRequest('/api/Thesis/Get/1?next=/list')).toBe(false);
  });

  it('recognises PageSize / PageIndex in the payload (any case)', () => {
    expect(isListRequest('/api/MessageNotify/pageList', { pageIndex: 1, pageSize: 99 })).toBe(true);
    expect(isListRequest('/api/Foo/Bar', { PageSize: 10 })).toBe(true);
    expect(isListRequest('/api/Foo/Bar', { Name: 'x' })).toBe(false);
  });

  it('recognises the expert and person page lists', () => {
    expect(isListRequest('/api/Expert/ExpertPageList')).toBe(true);
    expect(isListRequest('/api/person/personpagelist')).toBe(true);
  });
});
