import { describe, expect, it } from 'vitest';
import type { PagePara, PageResult } from '../../contract/index';
import { fetchAllPages } from './fetchAllPages';

/** A list of `count` rows that answers pages as the server does (cut at the page size asked). */
function serverOf(count: number) {
  const all = Array.from({ length: count }, (_, i) => ({ Id: String(i) }));
  const asked: PagePara[] = [];
  const fetchPage = async (para: PagePara): Promise<PageResult<{ Id: string }>> => {
    asked.push(para);
    const start = ((para.PageIndex ?? 1) - 1) * (para.PageSize ?? 10);
    return { Total: all.length, Data: all.slice(start, start + (para.PageSize ?? 10)) };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('fetches every page of the condition and sort in pages of 1000, reporting progress', async () => {
    const { asked, fetchPage } = serverOf(2500);
    const progress: Array<[number, number]> = [];
    const condition = { Condition: { Filters: [{ Name: 'Name', Compare: '$' as const, Value: '心' }] }, SortInfo: { Name: 'Name', Mode: 'desc' as const } };
    const all = await fetchAllPages(fetchPage, condition, { onProgress: (done, total) => progress.push([done, total]) });
    expect(all.Data).toHaveLength(2500);
    expect(all.Total).toBe(2500);
    expect(asked.map((para) => [para.PageIndex, para.PageSize])).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    expect(asked[0].Condition?.Filters).toEqual([{ Name: 'Name', Compare: '$', Value: '心' }]);
    expect(asked[0].SortInfo).toEqual({ Name: 'Name', Mode: 'desc' });
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it('stops at a short page even when the total claims more (rows deleted meanwhile)', async () => {
    let calls = 0;
    const all = await fetchAllPages(async () => ({ Total: 5000, Data: Array.from({ length: ++calls === 1 ? 1000 : 10 }, () => ({})) }), {});
    expect(calls).toBe(2);
    expect(all.Data).toHaveLength(1010);
  });

  it('reads past a capped total (a keyword count stopped at 10000) to the short page, and answers the rows read', async () => {
    const all = Array.from({ length: 2300 }, (_, i) => ({ Id: String(i) }));
    const fetchPage = async (para: PagePara): Promise<PageResult<{ Id: string }>> => {
      const start = ((para.PageIndex ?? 1) - 1) * (para.PageSize ?? 10);
      return { Total: 1000, TotalCapped: true, Data: all.slice(start, start + (para.PageSize ?? 10)) };
    };
    const read = await fetchAllPages(fetchPage, {});
    expect(read.Data).toHaveLength(2300);
    expect(read.Total).toBe(2300);
  });

  it('asks once for an empty list, and takes an empty answer as no rows', async () => {
    const { asked, fetchPage } = serverOf(0);
    expect(await fetchAllPages(fetchPage, {})).toEqual({ Total: 0, Data: [] });
    expect(asked).toHaveLength(1);
    expect(await fetchAllPages(async () => null, {})).toEqual({ Total: 0, Data: [] });
  });
});
