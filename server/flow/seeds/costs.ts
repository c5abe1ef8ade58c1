/**
 * Reimbursements and spending: the department head, the research office, then finance — one finance reviewer for
 * an ordinary sum; above the threshold both reviewers (会签) and the research office's head.
 */
import { above, choose, costChain, flow, step, type SeededFlow } from './nodes.js';

export const COST_FLOWS: SeededFlow[] = [
  // The finance journey of the browser tests walks this one: 科研处 (或签), then the two finance reviewers' 会签.
  flow('ThesisCost', '论文版面费报销', '科研处审核后由财务处两位审核员会签;2万元以上由科研处长审批', [
    step.research(),
    step.financeJoint(),
    choose('按报销金额', [['报销金额超过2万元', [above('Amount', 20000)], [step.researchHead()]]], [step.ccDeptHead()]),
  ]),
  flow('PatentCost', '专利费用报销', '科室主任、科研处审核;1万元以上财务处会签并由科研处长审批', costChain('Amount', 10000, '报销金额')),
  flow('ConferenceCost', '会议费用', '科室主任、科研处审核;2万元以上财务处会签并由科研处长审批', costChain('TotalAmount', 20000, '报销合计')),
  flow('ActivitiesCost', '学术活动费用', '科室主任、科研处审核;2万元以上财务处会签并由科研处长审批', costChain('Amount', 20000, '费用金额')),
  flow('PlatformCost', '平台经费支出', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('Amount', 50000, '支出金额')),
  flow('ThreeProjectCost', '三名工程经费支出', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('Amount', 50000, '支出金额')),
  flow('TeachingFunding', '教学经费', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('ApplyAmount', 50000, '申请金额')),
  flow('OutsourcingApplication', '技术服务外包申请', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('BudgetAmount', 50000, '预算金额')),
];
