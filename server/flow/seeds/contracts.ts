/**
 * The three contract registers (D-MOD-8): 科研合同, 招标合同 and 横向/合作合同. Research contracts go the way of
 * 合作协议; tenders are the office's and finance's; large cooperation contracts reach the research office's head.
 */
import { above, choose, flow, step, type SeededFlow } from './nodes.js';

export const CONTRACT_FLOWS: SeededFlow[] = [
  flow('ContractKY', '科研合同', '科室主任、科研处审核;50万元以上财务处会签并由科研处长审批,抄送院办公室备案', [
    step.deptHead(),
    step.research('科研处合同审核'),
    choose('按合同金额', [['合同金额超过50万元', [above('ContractAmount', 50)], [step.financeJoint(), step.researchHead()]]], [step.ccFinance()]),
    step.ccOffice('抄送院办公室(合同备案)'),
  ]),
  flow('ContractTender', '招标合同', '科室主任确认,院办公室审核,财务处审核;100万元以上由院长审批', [
    step.deptHead('科室主任确认'),
    step.office('院办公室审核'),
    step.finance(),
    choose('按中标金额', [['中标金额超过100万元', [above('BidAmount', 100)], [step.dean('院长审批')]]], [step.ccDean()]),
  ]),
  flow('ContractHQ', '横向/合作合同', '科室主任、科研处审核,财务处审核;100万元以上由科研处长审批', [
    step.deptHead(),
    step.research('科研处合同审核'),
    step.finance(),
    choose('按合同金额', [['合同金额超过100万元', [above('ContractAmount', 100)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
];
