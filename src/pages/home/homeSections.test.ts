import { describe, expect, it } from 'vitest';
import { homeSections, type HomeFacts } from './homeSections';

const NOTHING: HomeFacts = { isLeader: false, outputSources: 0, pendingTotal: 0, startedTotal: 0, openItems: 0, recentRecords: 0 };

describe('the dashboard a user sees', () => {
  it('shows leaders the output they may open; a reviewer who may open the same reports is no leader', () => {
    expect(homeSections({ ...NOTHING, isLeader: true, outputSources: 4 }).output).toBe(true);
    expect(homeSections({ ...NOTHING, isLeader: false, outputSources: 4, pendingTotal: 9 })).toMatchObject({ output: false, queue: true });
    expect(homeSections({ ...NOTHING, isLeader: true, outputSources: 0 }).output).toBe(false);
  });

  it('shows staff their applications, open items and latest records, each only with something in it', () => {
    expect(homeSections({ ...NOTHING, startedTotal: 3, openItems: 2, recentRecords: 5 })).toEqual({
      output: false,
      queue: false,
      applications: true,
      pendingItems: true,
      recentRecords: true,
    });
    expect(homeSections(NOTHING)).toEqual({ output: false, queue: false, applications: false, pendingItems: false, recentRecords: false });
  });

  it('lists open items once: in the queue by module when there is one', () => {
    expect(homeSections({ ...NOTHING, pendingTotal: 4, openItems: 4 })).toMatchObject({ queue: true, pendingItems: false });
  });
});
