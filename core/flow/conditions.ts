/**
 * What a condition branch asks of a record's values, and how the route says which branch it took. Read by the
 * condition node kind (nodeKinds/condition.ts) when a route is planned, and by the screens that show the choice.
 */
import { FLOW_CONDITION_OPERATOR_NAMES, type FlowCondition } from '../../contract/flowDefinition.js';

const isMissing = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number when the value reads as one (record values may be numeric strings), else null. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : String(value));

function sameValue(actual: unknown, expected: unknown): boolean {
  const [a, b] = [asNumber(actual), asNumber(expected)];
  if (a !== null && b !== null) return a === b;
  return asText(actual) === asText(expected);
}

/** A missing field never matches, whatever the operator: the default branch is taken then. */
export function conditionHolds(condition: FlowCondition, values: Readonly<Record<string, unknown>>): boolean {
  const actual = values[condition.Field];
  if (isMissing(actual)) return false;
  const expected = condition.Value;
  switch (condition.Operator) {
    case '==':
      return sameValue(actual, expected);
    case '!=':
      return !sameValue(actual, expected);
    case 'in':
      return Array.isArray(expected) && expected.some((v) => sameValue(actual, v));
    case 'contains':
      return asText(actual).includes(asText(expected));
    default: {
      const [a, b] = [asNumber(actual), asNumber(expected)];
      if (a === null || b === null) return false;
      if (condition.Operator === '>') return a > b;
      if (condition.Operator === '>=') return a >= b;
      if (condition.Operator === '<') return a < b;
      return a <= b;
    }
  }
}

/** 报销金额 大于 50000: a condition for people, the field named by `label`. */
export function describeCondition(condition: FlowCondition, label: (field: string) => string): string {
  const value = Array.isArray(condition.Value) ? condition.Value.join('、') : String(condition.Value);
  return `${label(condition.Field)} ${FLOW_CONDITION_OPERATOR_NAMES[condition.Operator]} ${value}`;
}

/** The default branch's words (the designer's too). */
const OTHERWISE = '其他情况';

/**
 * Why the route took a branch, and where to: `报销金额 大于 50000 → 院长审批`, or for the default branch
 * `按金额审批:其他情况 → 财务审核`. A branch name that says no more than the reason (the seeded default branch is called
 * 其他情况 itself) is not repeated after the arrow.
 */
export function branchText(nodeName: string, conditions: string | null, branchName: string): string {
  const name = nodeName.trim();
  const why = conditions ?? (name === '' ? OTHERWISE : `${name}:${OTHERWISE}`);
  const target = branchName.trim();
  return target === '' || target === OTHERWISE || target === conditions ? why : `${why} → ${target}`;
}
