/**
 * 课题 (research projects) from application to completion, their contracts and the institute's own funds. 课题 and
 * 课题经费报销 keep the first release's two steps (科研处初审, then 科研处长) that existing journeys walk through.
 */
import { above, choose, costChain, equals, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const PROBLEM_FLOWS: SeededFlow[] = [
  flow('Problem', '课题', '科研处初审后由科研处长审批', [step.research('科研处初审'), step.researchHead()]),
  flow('ProblemCost', '课题经费报销', '科研处初审后由科研处长审批', [step.research('科研处初审'), step.researchHead()]),
  flow('ProblemCompApply', '课题申报', '科室主任推荐,科研处形式审查;国家级课题由科研处长审定', [
    step.deptHead('科室主任推荐'),
    step.research('科研处形式审查'),
    choose('按课题级别', [['国家级课题', [equals('Level', '国家级')], [step.researchHead('科研处长审定')]]], [step.ccResearchHead()]),
  ]),
  flow('ProblemChange', '课题变更', '科室主任、科研处审核;重大变更由科研处长审批,预算调整经财务处', [
    step.deptHead(),
    step.research(),
    choose(
      '按变更类型',
      [
        ['重大变更', [oneOf('ChangeType', ['负责人变更', '依托单位变更', '课题终止/撤销'])], [step.researchHead()]],
        ['经费预算调整', [equals('ChangeType', '经费预算调整')], [step.finance()]],
      ],
      [step.ccResearchHead()],
    ),
  ]),
  flow('ProblemCompletion', '课题结题/年度/中期报告', '科室主任、科研处审核;结题报告经财务处核对决算后由科研处长验收', [
    step.deptHead(),
    step.research(),
    choose(
      '按报告类型',
      [['结题报告', [equals('ReportType', '结题报告')], [step.finance('财务处核对经费决算'), step.researchHead('科研处长验收')]]],
      [step.ccResearchHead()],
    ),
  ]),
  flow('ProblemBudget', '课题预算', '科室主任、科研处、财务处审核;20万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.finance(),
    choose('按预算金额', [['预算超过20万元', [above('BudgetAmount', 200000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('ProblemUseApply', '课题经费使用申请', '科室主任、科研处审核;5万元以上财务处会签并由科研处长审批', costChain('ApplyAmount', 50000, '申请金额')),
  flow('ProblemOutdialFunding', '课题外拨经费', '科室主任、科研处审核;10万元以上财务处会签并由科研处长审批', costChain('TransferAmount', 100000, '外拨金额')),
  flow('ResearchFoundation', '科研基金', '科室主任推荐,科研处审核;10万元以上由科研处长审批', [
    step.deptHead('科室主任推荐'),
    step.research(),
    choose('按申请经费', [['申请经费超过10万元', [above('ApplyFunding', 10)], [step.researchHead()]]], [step.ccFinance()]),
  ]),
  flow('Agreement', '合作协议', '科室主任、科研处审核;50万元以上的合同财务处会签并由科研处长审批,抄送院办公室备案', [
    step.deptHead(),
    step.research('科研处合同审核'),
    choose('按合同金额', [['合同金额超过50万元', [above('ContractAmount', 50)], [step.financeJoint(), step.researchHead()]]], [step.finance()]),
    step.ccOffice('抄送院办公室(合同备案)'),
  ]),
  flow('OpenProblemApply', '开放课题申请', '科研处受理;10万元以上由科研处长审定,抄送合作科室', [
    step.research('科研处受理'),
    choose('按申请经费', [['申请经费超过10万元', [above('ApplyFunding', 10)], [step.researchHead('科研处长审定')]]], [step.ccDeptHead('抄送合作科室主任')]),
  ]),
  flow('ResearchAssistant', '科研助理服务申请', '科研处受理并安排科研助理', [step.research('科研处受理'), step.ccDeptHead()]),
];
