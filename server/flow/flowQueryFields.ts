/**
 * The filter fields of a flow list body (the approval centre, the audit trail) after their schema
 * (contract/wire/flowQueryBody.ts) has checked types and lengths: text trimmed, days checked to exist.
 */
import { FLOW_QUERY_MESSAGES } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

export const INVALID_DATE = FLOW_QUERY_MESSAGES.invalidDate;

/** A validated text filter, trimmed; '' when absent. */
export const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value).trim());

/** A calendar day, checked to exist (2026-02-30 is refused, not rolled over); null when absent. */
export function day(value: string | number | undefined): string | null {
  const result = text(value);
  if (result === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(result);
  if (!match) throw badRequest(INVALID_DATE);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== result) throw badRequest(INVALID_DATE);
  return result;
}
