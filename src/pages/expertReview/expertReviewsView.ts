/**
 * The expert reviews of an application (动物伦理, 医学伦理, 课题申报…) as its form shows them: which ExpertReview field
 * points at the application's module, and each review's expert, 结论 and 意见 as text. Pure: the section renders.
 */
import type { ApiRecord, FieldInfoStrut } from '../../../contract/index';
import { relatedLabel } from '../../../core/adapter/formatValue';
import { relatedObjectName } from '../../../core/adapter/fieldKinds';

export const EXPERT_REVIEW_MODULE = 'ExpertReview';

/** The ExpertReview field relating to the module (AnimalEthicsCheck_Id for AnimalEthicsCheck), or null: no reviews. */
export function reviewLinkField(reviewFields: readonly Pick<FieldInfoStrut, 'Name' | 'Relate' | 'Type'>[], moduleName: string): string | null {
  const field = reviewFields.find(
    (f) => f.Relate !== undefined && f.Relate !== null && f.Relate.toLowerCase() === moduleName.toLowerCase() && f.Type !== 'Array',
  );
  return field?.Name ?? null;
}

export interface ReviewItem {
  key: string;
  expert: string;
  conclusion: string;
  opinion: string;
  date: string;
  score: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A review as the section shows it: the expert by name (never an id), the day only. */
export function reviewItem(record: ApiRecord): ReviewItem {
  const score = record.Score;
  return {
    key: text(record.Id),
    expert: relatedLabel(record[relatedObjectName('Expert_Id')]) || '(专家未填写)',
    conclusion: text(record.Conclusion) || '—',
    opinion: text(record.Opinion),
    date: text(record.ReviewDate).slice(0, 10),
    score: score === null || score === undefined || score === '' ? '' : String(score),
  };
}

/** The tag colour of a conclusion: 同意 green, 修改后… orange, 不同意 red. */
export function conclusionColor(conclusion: string): 'success' | 'warning' | 'error' | 'default' {
  if (conclusion === '同意') return 'success';
  if (conclusion.startsWith('修改后')) return 'warning';
  if (conclusion === '不同意') return 'error';
  return 'default';
}
