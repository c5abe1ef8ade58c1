/** Research platforms, the 三名工程 programme and the 微讯通 projects: built and assessed department by department. */
import { above, choose, equals, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const PLATFORM_FLOWS: SeededFlow[] = [
  flow('Platform', '科研平台', '科室主任、科研处审核;省部级及以上平台由科研处长审批', [
    step.deptHead(),
    step.research(),
    choose('按平台级别', [['省部级及以上', [oneOf('Level', ['国家级', '省部级'])], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('ThreeEngineers', '三名工程项目', '科室主任、科研处审核,科研处长审批,抄送财务处', [
    step.deptHead(),
    step.research(),
    step.researchHead(),
    step.ccFinance(),
  ]),
  flow('ThreeEngineersKPI', '三名工程绩效指标', '科室主任、科研处审核', [step.deptHead(), step.research()]),
  flow('ThreeProjectAnnualEvaluationPlan', '三名工程年度考核计划', '科室主任、科研处审核;年度预算50万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    choose('按年度预算', [['年度预算超过50万元', [above('BudgetAmount', 500000)], [step.researchHead()]]], [step.ccFinance()]),
  ]),
  flow('QuarterlyQuantitativeIndicator', '三名工程季度量化指标', '科室主任、科研处审核', [step.deptHead(), step.research()]),
  flow('WxtProj', '微讯通项目', '科室主任审核,科研处长审批;国家级项目抄送院办公室', [
    step.deptHead(),
    step.researchHead(),
    choose('按项目级别', [['国家级项目', [equals('Level', '国家级')], [step.ccOffice()]]], [step.ccFinance()]),
  ]),
  flow('WxtPlatform', '微讯通平台', '科室主任审核后由科研处长审批', [step.deptHead(), step.researchHead(), step.ccOffice()]),
  flow('WxtActivities', '微讯通活动', '科室主任、院办公室审核;预算1万元以上经财务处审核', [
    step.deptHead(),
    step.office(),
    choose('按预算金额', [['预算超过1万元', [above('BudgetAmount', 10000)], [step.finance()]]], [step.ccFinance()]),
  ]),
];
