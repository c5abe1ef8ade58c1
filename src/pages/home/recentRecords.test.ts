import { describe, expect, it } from 'vitest';
import { mergeRecent, RECENT_MODULES } from './recentRecords';

const [thesis, patent] = RECENT_MODULES;

describe('recent records', () => {
  it('merge the modules newest first, linking each record to its form', () => {
    const merged = mergeRecent([
      { source: thesis, records: [{ Id: 't1', Title: '论文一', Create_Time: '2025-01-02 10:00:00', FlowStatus: '审核中' }] },
      { source: patent, records: [{ Id: 'p1', Name: '专利一', Create_Time: '2025-03-01 08:00:00' }] },
    ]);
    expect(merged.map((r) => r.title)).toEqual(['专利一', '论文一']);
    expect(merged[1]).toMatchObject({ label: '论文', status: '审核中', link: '/Thesis/add?q=t1' });
    expect(merged[0].status).toBeNull();
  });

  it('keep at most the limit', () => {
    const records = Array.from({ length: 8 }, (_, i) => ({ Id: `t${i}`, Title: `t${i}`, Create_Time: `2025-01-0${i + 1}` }));
    expect(mergeRecent([{ source: thesis, records }], 3).map((r) => r.title)).toEqual(['t7', 't6', 't5']);
  });
});
