/**
 * Office work: documents, seals, cars and work reports. The institute office runs them; leaders sign what needs
 * them — the vice-dean the documents and quarterly reports, the dean the urgent documents, the hospital's seals
 * and the annual summaries.
 */
import { above, choose, equals, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const OFFICE_FLOWS: SeededFlow[] = [
  flow('OfficeWork', '办公事务', '院办公室拟办,分管院长批示;特急事务由院长批示', [
    step.office('院办公室拟办'),
    step.viceDean('分管院长批示'),
    choose('按紧急程度', [['特急', [equals('Urgency', '特急')], [step.dean('院长批示')]]], [step.ccDean()]),
  ]),
  // The seal decides who signs: the hospital's seals the dean, the office's own seals the research office.
  flow('StampMaterial', '用印申请', '科室主任审核;医院公章等由院长审批,科研处公章由科研处审核;院办公室用印登记', [
    step.deptHead(),
    choose(
      '按印章类型',
      [
        ['医院公章、合同章或法人章', [oneOf('StampType', ['医院公章', '医院合同专用章', '法定代表人名章'])], [step.dean()]],
        ['科研处或研究所公章', [oneOf('StampType', ['科研处公章', '医学研究所公章'])], [step.research()]],
      ],
      [step.viceDean()],
    ),
    step.office('院办公室用印登记'),
  ]),
  flow('CarApply', '用车申请', '科室主任审核,院办公室派车', [step.deptHead(), step.office('院办公室派车')]),
  flow('CarRepair', '车辆维修申请', '院办公室审核;5000元以上经财务处审核', [
    step.office(),
    choose('按预计费用', [['预计费用超过5000元', [above('EstimatedCost', 5000)], [step.finance()]]], [step.ccFinance()]),
  ]),
  flow('CarAnnualInspect', '车辆年检', '院办公室审核,抄送财务处', [step.office(), step.ccFinance()]),
  flow('WorkReport', '工作周报', '科室主任批阅', [step.deptHead('科室主任批阅')]),
  flow('MonthWorkReport', '月度工作报告', '科室主任批阅,抄送分管院长', [step.deptHead('科室主任批阅'), step.ccViceDean()]),
  flow('SeasonWorkReport', '季度工作报告', '科室主任批阅,分管院长审阅', [step.deptHead('科室主任批阅'), step.viceDean('分管院长审阅')]),
  flow('WeekWorkReport', '年度总结', '科室主任批阅,院长审阅', [step.deptHead('科室主任批阅'), step.dean('院长审阅')]),
];
