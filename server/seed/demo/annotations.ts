/**
 * A generated work report's 领导批注 as the annotate call leaves one (server/workReports/): either none at all, or the
 * four fields together — a comment, a 考核评价 of the field's options, the leader who wrote it (an institute-wide
 * leader, who may annotate any department's report) and its time (planned after the report's end). Random fillers
 * would give an annotation without a level, or a level by nobody.
 */
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import {
  ANNOTATION_FIELD,
  ANNOTATION_FIELDS,
  ANNOTATION_TIME_FIELD,
  ANNOTATOR_FIELD,
  ASSESS_LEVEL_FIELD,
  INSTITUTE_WIDE_ROLE_CODES,
} from '../../workReports/index.js';
import { SEED_ACCOUNTS } from '../accounts.js';
import type { DemoContext } from './demoContext.js';
import type { RecordState } from './recordState.js';

/** Share of reports a leader has annotated. */
const ANNOTATED_SHARE = 0.6;

const COMMENTS: Record<string, readonly string[]> = {
  优秀: ['工作扎实,成效突出,请继续保持。', '各项任务完成出色,值得科室学习推广。'],
  良好: ['工作推进有序,下阶段请加快课题进度。', '完成情况较好,请注意随访数据的完整性。'],
  合格: ['基本完成计划,部分工作需进一步细化。', '请按期完成下周计划,及时上报存在的问题。'],
  不合格: ['计划完成不足,请分析原因并提出整改措施。', '本周工作未达预期,请与科室主任沟通调整。'],
};

/** Fills or clears a report's annotation fields together; null for a module without them. */
export function annotationMaker(module: CatalogueModule, ctx: DemoContext): ((state: RecordState) => void) | null {
  if (!ANNOTATION_FIELDS.every((name) => module.fieldsByName.has(name))) return null;
  const levels = (module.fieldsByName.get(ASSESS_LEVEL_FIELD)?.EnumValues ?? []).map((option) => option.Key);
  const leaderAccounts = new Set<string>(
    Object.values(SEED_ACCOUNTS)
      .filter((account) => account.RoleCodes.some((code) => INSTITUTE_WIDE_ROLE_CODES.includes(code)))
      .map((account) => account.Account),
  );
  const leaders = ctx.users.filter((user) => leaderAccounts.has(user.Account));
  return (state) => {
    const values = state.values;
    const annotated =
      values[ANNOTATION_TIME_FIELD] !== null &&
      values[ANNOTATION_TIME_FIELD] !== undefined &&
      leaders.length > 0 &&
      levels.length > 0 &&
      state.prng.chance(ANNOTATED_SHARE);
    if (!annotated) {
      for (const name of ANNOTATION_FIELDS) values[name] = null;
      return;
    }
    const level = state.prng.pick(levels);
    values[ASSESS_LEVEL_FIELD] = level;
    values[ANNOTATION_FIELD] = state.prng.pick(COMMENTS[level] ?? COMMENTS['合格']);
    values[ANNOTATOR_FIELD] = state.prng.pick(leaders).Id;
  };
}
