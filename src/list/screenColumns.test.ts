import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../core/adapter/listColumns';
import { fittedActionsWidth, statusBesideName } from './screenColumns';

const column = (key: string, linksToRecord = false): ListColumn => ({
  key, title: key, width: key === 'Title' ? 300 : 100, sortable: false, kind: 'text', money: false, relatedObject: null, linksToRecord, options: null, aggregate: null,
});

describe('the list columns on screen', () => {
  it('put an approval state right after the column naming the record', () => {
    const columns = [column('Title', true), column('Journal_Id'), column('ImpactFactor'), column('FlowStatus'), column('Create_Time')];
    expect(statusBesideName(columns).map((c) => c.key)).toEqual(['Title', 'FlowStatus', 'Journal_Id', 'ImpactFactor', 'Create_Time']);
    const noStatus = [column('Name', true), column('Code')];
    expect(statusBesideName(noStatus).map((c) => c.key)).toEqual(['Name', 'Code']);
    // No link column: the state goes first.
    expect(statusBesideName([column('A'), column('FlowStatus')]).map((c) => c.key)).toEqual(['FlowStatus', 'A']);
  });

  it('widen the fixed 操作 column over the room the last whole column leaves', () => {
    // 1040 px: 300 + 5 × 100 = 800 fit beside 170, 70 px would show a column cut: 操作 takes them.
    expect(fittedActionsWidth(1040, [300, 100, 100, 100, 100, 100, 100, 100], 170)).toBe(240);
    expect(fittedActionsWidth(1070, [300, 100, 100, 100, 100, 100, 100, 100], 170)).toBe(170);
    // Everything fits: unchanged; not even the first column fits: unchanged (the table scrolls as before).
    expect(fittedActionsWidth(1600, [300, 100], 170)).toBe(170);
    expect(fittedActionsWidth(400, [300, 100], 170)).toBe(170);
    expect(fittedActionsWidth(0, [300, 100], 170)).toBe(170);
  });
});
