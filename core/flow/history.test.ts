import { describe, expect, it } from 'vitest';
import { decisionsOfRound, parseHistory, type HistoryEntry } from './history.js';

const entry = (Step: number, Action: HistoryEntry['Action'], User_Id: string): HistoryEntry => ({
  Step, StepName: `第${Step}步`, Action, ActionName: Action, Opinion: '', User_Id, UserName: User_Id, Time: '2025-03-01 09:30:00',
});

describe('history', () => {
  it('reads the stored JSON array, anything else as none', () => {
    const stored = [entry(0, 'Submit', 'a')];
    expect(parseHistory(JSON.stringify(stored))).toEqual(stored);
    expect([null, undefined, '', 'not json', '{"Step":0}', 42].map(parseHistory)).toEqual([[], [], [], [], [], []]);
  });

  it('keeps the decisions since the last submission', () => {
    const history = [entry(0, 'Submit', 'a'), entry(1, 'Returned', 'r'), entry(0, 'Submit', 'a'), entry(1, 'Approved', 'r'), entry(2, 'Refuse', 'h')];
    expect(decisionsOfRound(history)).toEqual([{ step: 1, decision: 'Approved', by: 'r' }, { step: 2, decision: 'Refuse', by: 'h' }]);
    expect(decisionsOfRound([entry(0, 'Submit', 'a')])).toEqual([]);
    expect(decisionsOfRound([])).toEqual([]);
  });
});
