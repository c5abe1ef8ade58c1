/** Academic activities, conferences and further training (进修): the department head, then the research office. */
import { above, choose, costChain, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const ACTIVITY_FLOWS: SeededFlow[] = [
  flow('Activities', '学术活动', '科室主任、科研处审核;国家级及以上活动由科研处长审批', [
    step.deptHead(),
    step.research(),
    choose('按活动级别', [['国家级及以上', [oneOf('ActivityLevel', ['国际级', '国家级'])], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('ActivitiesApply', '活动申请', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('BudgetAmount', 50000, '预算金额')),
  flow('ActivitiesApplyB', '活动申请(B类)', '科室主任、科研处审核;3万元以上财务处会签并由科研处长审批', costChain('BudgetAmount', 30000, '申请金额')),
  flow('Conference', '学术会议', '科室主任、科研处审核;费用1万元以上经财务处审核,抄送院办公室', [
    step.deptHead(),
    step.research(),
    choose('按预计费用', [['预计费用超过1万元', [above('EstimatedCost', 10000)], [step.finance()]]], [step.ccFinance()]),
    step.ccOffice('抄送院办公室(考勤)'),
  ]),
  flow('ReEducationApply', '进修申请', '科室主任、科研处审核;出国进修与访问学者经院办公室并由科研处长审批', [
    step.deptHead(),
    step.research('科研处(科教)审核'),
    choose(
      '按进修类型',
      [['出国进修或访问学者', [oneOf('TrainingType', ['国外进修', '访问学者'])], [step.office('院办公室(外事)审核'), step.researchHead()]]],
      [step.ccOffice()],
    ),
  ]),
];
