/** Int32 and Decimal values chosen by the field's name and the unit in its Description. */
import type { FieldInfoStrut } from '../../../contract/index.js';
import type { RecordState } from './recordState.js';

export type NumberMaker = (state: RecordState) => number;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Log-uniform: amounts spread over orders of magnitude, most of them modest. */
function logUniform(state: RecordState, min: number, max: number): number {
  return min * (max / min) ** state.prng.next();
}

function hasRule(field: FieldInfoStrut, rule: string): boolean {
  return (field.Rules ?? []).some((r) => r.RuleName.toLowerCase() === rule);
}

export function intMaker(field: FieldInfoStrut): NumberMaker {
  const name = field.Name;
  const text = `${name} ${field.Description}`;
  const between =
    (min: number, max: number): NumberMaker =>
    (s) =>
      s.prng.int(min, max);
  if (hasRule(field, 'month') || /^month$/i.test(name)) return (s) => s.month;
  if (/year/i.test(name) || /年度/.test(field.Description)) return (s) => s.year;
  if (/quarter|季度/i.test(text)) return (s) => Math.floor((s.month - 1) / 3) + 1;
  if (/sortcode|排序/i.test(text)) return (s) => s.sequence;
  if (/rank|排名|排序/i.test(text)) return between(1, 8);
  if (/startday/i.test(name)) return between(1, 10);
  if (/endday/i.test(name)) return between(15, 28);
  if (/step|步骤/i.test(text)) return between(1, 3);
  if (/mileage|里程/i.test(text)) return between(8000, 180000);
  if (/人次/.test(text)) return between(200, 20000);
  if (/台次/.test(text)) return between(50, 3000);
  if (/\(只\)/.test(text)) return between(6, 120);
  if (/\(例\)|例数/.test(text)) return between(20, 600);
  if (/\(天\)|days/i.test(text)) return between(7, 365);
  if (/\(月\)|months|月数/i.test(text)) return between(1, 12);
  if (/学时|hours/i.test(text)) return between(2, 40);
  if (/页数|pagecount/i.test(text)) return between(8, 480);
  if (/citation|被引/i.test(text)) return between(0, 300);
  if (/view|浏览/i.test(text)) return between(0, 5000);
  if (/人数|capacity|seats|quota|座位|名额|\(人\)/i.test(text)) return between(2, 60);
  return between(0, 20);
}

export function decimalMaker(field: FieldInfoStrut): NumberMaker {
  const text = `${field.Name} ${field.Description}`;
  if (/万元/.test(text)) return (s) => round2(logUniform(s, 1, 300));
  if (/元\/例/.test(text)) return (s) => round2(s.prng.int(50, 3000));
  if (/\(元\)|金额|费|price|amount|cost|fee/i.test(text)) return (s) => round2(logUniform(s, 200, 500000));
  if (/impact|影响因子/i.test(text)) return (s) => round1(logUniform(s, 0.8, 40));
  if (/weight|权重|%/i.test(text)) return (s) => s.prng.int(1, 8) * 5;
  if (/maxscore|满分/i.test(text)) return () => 100;
  if (/^score$|综合得分|评审得分|考核得分/i.test(text)) return (s) => round1(60 + s.prng.next() * 40);
  if (/score|得分/i.test(text)) return (s) => round1(s.prng.next() * 30);
  if (/学分|credit/i.test(text)) return (s) => s.prng.int(1, 10);
  if (/千字|words/i.test(text)) return (s) => s.prng.int(10, 500);
  if (/学时|hours/i.test(text)) return (s) => s.prng.int(2, 40);
  if (/外币|foreign/i.test(text)) return (s) => round2(logUniform(s, 1000, 100000));
  return (s) => round2(s.prng.next() * 100);
}

/**
 * Pairs like StartMileage/EndMileage, StartDay/EndDay, OriginalAmount/AdjustedAmount are drawn independently;
 * this puts each "end" at or above its "start" so the record reads right.
 */
export function orderNumericPairs(fields: FieldInfoStrut[]): Array<[string, string]> {
  const names = new Set(fields.filter((f) => f.Type === 'Int32' || f.Type === 'Decimal').map((f) => f.Name));
  const pairs: Array<[string, string]> = [];
  for (const name of names) {
    const match = /^Start(.+)$/.exec(name);
    if (match && names.has(`End${match[1]}`)) pairs.push([name, `End${match[1]}`]);
  }
  return pairs;
}
