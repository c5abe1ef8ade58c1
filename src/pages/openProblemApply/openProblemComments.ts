/**
 * /openproblemapply/commentlist: the review comments of the open-project applications, one line per application —
 * its score, conclusion and the comment in full. Pure reading of the rows the list call answers.
 */
import type { ApiRecord } from '../../../contract/index';

export const OPEN_PROBLEM_MODULE = 'OpenProblemApply';
/** The best-scored first, as a committee reads them. */
export const BY_SCORE = [{ field: 'ReviewScore', order: 'desc' as const }];

export interface CommentRow {
  key: string;
  id: string;
  name: string;
  applicant: string;
  unit: string;
  score: string;
  result: string;
  comment: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function commentRow(record: ApiRecord): CommentRow {
  const score = record.ReviewScore;
  return {
    key: text(record.Id),
    id: text(record.Id),
    name: text(record.Name),
    applicant: text(record.ApplicantName),
    unit: text(record.WorkUnit),
    score: typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : text(score),
    result: text(record.ReviewResult),
    comment: text(record.ReviewComment).trim(),
  };
}

/** A conclusion's colour: 建议资助 green, 不予资助 red, anything else neutral. */
export function resultColor(result: string): string | undefined {
  if (/不予|不通过|不资助/.test(result)) return 'red';
  if (/资助|通过|立项/.test(result)) return 'green';
  return undefined;
}
