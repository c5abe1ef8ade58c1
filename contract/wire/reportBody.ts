/**
 * `POST /api/report/{code}` body: the user's filter values by filter Key — yearRange/dateRange `[from, to]` (years
 * as numbers, dates YYYY-MM-DD, either end null), select a value, multiSelect values, keyword text. Which keys a
 * report has and what each takes are the report's, checked after validation (server/reports/filterValues.ts).
 */
import { Type, type Static } from 'typebox';
import { REPORT_LIMITS } from '../report.js';

export const ReportQuerySchema = Type.Object(
  {
    /** Absent or null: no filter. */
    Filters: Type.Optional(
      Type.Unsafe<Record<string, unknown>>({
        type: 'object',
        maxProperties: REPORT_LIMITS.maxFilters,
        errorMessage: { type: '筛选条件应为对象', maxProperties: '筛选条件过多' },
      }),
    ),
  },
  { errorMessage: { type: '查询条件应为对象' }, examples: [{ Filters: { Year: [2020, 2024], Level: ['国家级'] } }] },
);
export type ReportQuery = Static<typeof ReportQuerySchema>;
