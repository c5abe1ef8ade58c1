import { describe, expect, it } from 'vitest';
import { relateListMeta, relateSearchFilters } from './relateSearch';

describe('remote search filters', () => {
  it('search contains over the RelateFields joined by ;', () => {
    expect(relateSearchFilters(['Name', 'WorkCode'], ' 张 ')).toEqual([{ field: 'Name;WorkCode', operator: 'contains', value: '张' }]);
  });

  it('exclude the record itself with != and send nothing for an empty keyword', () => {
    expect(relateSearchFilters(['Name'], '', 'd1')).toEqual([{ field: 'Id', operator: 'ne', value: 'd1' }]);
  });

  it('search people through PersonPageList', () => {
    expect(relateListMeta('Person')).toEqual({ listUrl: '/api/Person/PersonPageList' });
    expect(relateListMeta('Dept')).toBeUndefined();
  });
});
