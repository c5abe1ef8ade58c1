/** How a change history line reads on the record's 修改记录 tab. */
import type { RecordChangeAction, RecordFieldChange, RecordHistoryEntry } from '../../contract/index';

/** An empty value, so `题目: (空) → 新题目` does not read as a missing word. */
const EMPTY_VALUE = '(空)';

const shown = (value: string): string => (value === '' ? EMPTY_VALUE : value);

/** `陈思远 修改 2026-11-29 10:00 (10.0.0.8)`: who, what, when to the minute, and from where when known. */
export function entryHeading(entry: RecordHistoryEntry): string {
  const address = entry.Address ? ` (${entry.Address})` : '';
  return `${entry.UserName} ${entry.Action} ${entry.Time.slice(0, 16)}${address}`;
}

/**
 * One field of a line: an update shows `题目: 旧 → 新`; a new record its value, a deleted one the value it had; a
 * password (or a field the reader may not see) only 已修改.
 */
export function changeText(action: RecordChangeAction, change: RecordFieldChange): string {
  if (change.Hidden) return `${change.Label}: ${change.New}`;
  if (action === '新增' || action === '导入') return `${change.Label}: ${shown(change.New)}`;
  if (action === '删除') return `${change.Label}: ${shown(change.Old)}`;
  return `${change.Label}: ${shown(change.Old)} → ${shown(change.New)}`;
}

/** The dot's colour: green for a new record (typed or imported), red for a deletion, orange for an approval step, blue for an update. */
export function actionColor(action: RecordChangeAction): string {
  if (action === '新增' || action === '导入') return 'green';
  if (action === '删除') return 'red';
  return action === '审批' ? 'orange' : 'blue';
}
