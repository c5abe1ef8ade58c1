/**
 * Research output registered for the institute's records and scoring (papers, patents, books, awards, …): the
 * research office verifies it; national-level honours are signed off by its head. 论文 and 专利 keep the two steps
 * the first release shipped with (科研处初审, then 科研处长), which existing journeys walk through.
 */
import { flow, oneOf, choose, step, type SeededFlow } from './nodes.js';

export const ACHIEVEMENT_FLOWS: SeededFlow[] = [
  flow('Thesis', '论文', '科研处初审后由科研处长审批', [step.research('科研处初审'), step.researchHead()]),
  flow('Patent', '专利', '科研处初审后由科研处长审批', [step.research('科研处初审'), step.researchHead()]),
  flow('ThesisClaim', '论文认领', '科研处核对作者署名与排序', [step.research('科研处核对')]),
  flow('ThesisSubmitFiling', '论文投稿备案', '科室主任把关学术质量,科研处核对署名与伦理', [step.deptHead(), step.research('科研处备案审核')]),
  flow('Recommend', '论文推荐', '科研处初审,科研处长确定推荐名单', [step.research('科研处初审'), step.researchHead('科研处长审定')]),
  flow('Writings', '专著/教材', '科研处核对出版信息', [step.research(), step.ccDeptHead()]),
  flow('Results', '科技奖励', '科研处核对;省部级及以上奖励由科研处长审批,奖金抄送财务处', [
    step.research(),
    choose('按奖励级别', [['省部级及以上', [oneOf('AwardLevel', ['国际级', '国家级', '省部级'])], [step.researchHead()]]], [step.ccResearchHead()]),
    step.ccFinance('抄送财务处(奖金发放)'),
  ]),
  flow('Softening', '软件著作权', '科研处核对登记信息', [step.research()]),
  flow('ClinicalGuide', '临床指南', '科研处核对参编证明', [step.research()]),
  flow('ClinicalStandard', '临床标准规范', '科研处核对参编证明', [step.research()]),
  flow('Outstanding', '优秀人才/团队', '科研处审核后由科研处长审定', [step.research(), step.researchHead('科研处长审定')]),
  flow('Position', '学术任职', '科研处核对;国家级及以上任职由科研处长审批', [
    step.research(),
    choose('按组织级别', [['国家级及以上', [oneOf('OrgLevel', ['国际', '国家级'])], [step.researchHead()]]], [step.ccDeptHead()]),
  ]),
];
