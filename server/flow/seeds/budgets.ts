/**
 * Budgets, their increases, transfers and use, and money received. The hospital's research budget (经费预算 and its
 * changes) goes up to the dean by amount; project and platform budgets to the research office's head.
 */
import { above, choose, flow, step, type SeededFlow } from './nodes.js';

export const BUDGET_FLOWS: SeededFlow[] = [
  flow('FeeBudget', '经费预算', '科研处归口审核,财务处会签;50万元以上由院长审批', [
    step.research('科研处归口审核'),
    step.financeJoint(),
    choose('按预算金额', [['预算超过50万元', [above('BudgetAmount', 500000)], [step.dean()]]], [step.ccDean()]),
  ]),
  flow('FeeBudgetIncrease', '预算追加', '科室主任、科研处、财务处审核;10万元以上由院长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按追加金额', [['追加超过10万元', [above('IncreaseAmount', 100000)], [step.dean()]]], [step.ccDean()]),
  ]),
  flow('FeeBudgetTransfer', '预算调剂', '科室主任、科研处、财务处审核;10万元以上由院长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按调剂金额', [['调剂超过10万元', [above('TransferAmount', 100000)], [step.dean()]]], [step.ccDean()]),
  ]),
  // The research office is the budget's 归口 department, so it comes first; the applicant's head is informed.
  flow('FeeBudgetUse', '预算使用申请', '科研处归口审核,财务处审核;5万元以上由院长审批', [
    step.research('科研处归口审核'),
    step.finance(),
    choose('按申请金额', [['申请超过5万元', [above('ApplyAmount', 50000)], [step.dean()]]], [step.ccDeptHead()]),
  ]),
  flow('PlatformBudget', '平台预算', '科室主任、科研处、财务处审核;20万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按预算金额', [['预算超过20万元', [above('BudgetAmount', 200000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('ActivitiesBudget', '活动预算(三名工程)', '科室主任、科研处、财务处审核;10万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按预算金额', [['预算超过10万元', [above('BudgetAmount', 100000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('ActivitiesCostAdjust', '活动经费调整', '科室主任、科研处、财务处审核;5万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按调整金额', [['调整超过5万元', [above('AdjustAmount', 50000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('EntryOfFunds', '经费入账', '科研处确认课题,财务处核对到账', [step.research('科研处确认'), step.finance('财务处核对到账')]),
  flow('FundingArrivalClaim', '到账认领', '科研处确认认领课题,财务处核对到账与管理费', [step.research('科研处确认'), step.finance('财务处核对到账')]),
  flow('StudyFund', '临床研究经费', '科研处确认项目,财务处核对到账与管理费', [step.research('科研处确认'), step.finance('财务处核对到账')]),
  flow('PatentResult', '专利成果转化', '科室主任、科研处审核,财务处核对收益;100万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.finance('财务处核对'),
    choose('按合同金额', [['合同金额超过100万元', [above('ContractAmount', 1000000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
];
