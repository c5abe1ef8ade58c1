/**
 * Titles and names of records, composed from the record's department topic and what the module is about
 * (its Description): "非小细胞肺癌免疫治疗疗效预测伦理审查申请", "2025年心血管内科学术年会".
 */
import type { FieldInfoStrut } from '../../../contract/index.js';
import { PATENT_PATTERNS, PROBLEM_PATTERNS, THESIS_PATTERNS } from '../referenceData.js';
import type { TextMaker } from './codes.js';
import { RESEARCH_ASPECTS, TITLE_SUFFIXES } from './textPools.js';

const TITLE_NAME = /^(name|title|theme|subject|topic)$/i;
const TITLE_DESCRIPTION = /(名称|标题|题目|主题|事项)$/;

export function isTitleField(field: FieldInfoStrut): boolean {
  return TITLE_NAME.test(field.Name) || TITLE_DESCRIPTION.test(field.Description);
}

const fromPattern =
  (patterns: readonly string[]): TextMaker =>
  (s) =>
    s.prng.pick(patterns).replace('{topic}', s.topic);

/** Names of things that are not research topics: presses, platforms, departments, flows. */
function namedThingMaker(field: FieldInfoStrut, moduleDescription: string): TextMaker | null {
  const what = `${field.Description}${moduleDescription}`;
  if (/出版社/.test(what))
    return (s) => s.prng.pick(['人民卫生出版社', '科学出版社', '中华医学电子音像出版社', '上海科学技术出版社', '浙江大学出版社', '清华大学出版社']);
  if (/平台/.test(what)) return (s) => `${s.topic}${s.prng.pick(['研究平台', '临床研究中心', '重点实验室', '技术创新中心'])}`;
  if (/流程/.test(what)) return (s) => `${s.prng.pick(['论文', '专利', '课题', '经费报销', '伦理审查', '用车'])}审批流程`;
  if (/科室/.test(field.Description)) {
    return (s) =>
      s.prng.pick([
        '老年医学科',
        '内分泌科',
        '肾内科',
        '血液科',
        '风湿免疫科',
        '感染科',
        '急诊科',
        '重症医学科',
        '儿科',
        '妇产科',
        '眼科',
        '康复医学科',
        '麻醉科',
        '病理科',
        '超声医学科',
      ]);
  }
  if (/岗位|职务/.test(what)) return (s) => `${s.dept.Name}${s.prng.pick(['科研秘书', '质控专员', '实验技术员', '科研助理', '数据管理员'])}`;
  if (/期刊/.test(what)) return (s) => `${s.prng.pick(['中国', '中华', '国际'])}${s.topic}杂志`;
  return null;
}

export function titleMaker(field: FieldInfoStrut, moduleDescription: string, hasMonth: boolean): TextMaker {
  const named = namedThingMaker(field, moduleDescription);
  if (named) return named;
  const about = moduleDescription;
  if (/论文/.test(about)) return fromPattern(THESIS_PATTERNS);
  if (/专利/.test(about)) return fromPattern(PATENT_PATTERNS.map((p) => p.name));
  if (/周报|周/.test(about)) return (s) => `${s.dept.Name}${s.year}年第${s.week}周${about}`;
  if (/月/.test(about) || (hasMonth && /报告/.test(about))) return (s) => `${s.dept.Name}${s.year}年${s.month}月${about}`;
  if (/季/.test(about)) return (s) => `${s.dept.Name}${s.year}年第${Math.floor((s.month - 1) / 3) + 1}季度${about}`;
  if (/年度|总结/.test(about)) return (s) => `${s.dept.Name}${s.year}年${about}`;
  for (const { keywords, suffixes } of TITLE_SUFFIXES) {
    if (!keywords.test(about)) continue;
    if (/会议|年会|培训/.test(about)) return (s) => `${s.year}年${s.prng.chance(0.5) ? s.dept.Name : s.topic}${s.prng.pick(suffixes)}`;
    return (s) => `${s.topic}${s.prng.chance(0.5) ? '研究' : s.prng.pick(RESEARCH_ASPECTS)}${s.prng.pick(suffixes)}`;
  }
  if (/课题|项目|研究|基金/.test(about)) return fromPattern(PROBLEM_PATTERNS);
  return (s) => `${s.topic}${s.prng.pick(RESEARCH_ASPECTS)}${about}`;
}
