/**
 * Clinical and basic studies, new techniques and stem cells: the department head, the research office, the ethics
 * committee where people take part, and the research office's head for the large or the novel.
 */
import { above, choose, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const STUDY_FLOWS: SeededFlow[] = [
  flow('StudyApply', '临床研究立项申请', '科室主任、科研处审核,伦理委员会会签;20万元以上由科研处长审批', [
    step.deptHead(),
    step.research('科研处立项审核'),
    step.ethicsJoint(),
    choose('按申请经费', [['申请经费超过20万元', [above('Budget', 20)], [step.researchHead()]]], [step.ccFinance()]),
  ]),
  flow('StudyApplyDMF', '药物主文件(DMF)研究申请', '科室主任、科研处审核后由科研处长审批', [step.deptHead(), step.research(), step.researchHead()]),
  flow('StudyApplyReport', '临床研究进展报告', '科室主任、科研处审核;发生严重不良事件时伦理委员会审查', [
    step.deptHead(),
    step.research(),
    choose('按严重不良事件', [['有严重不良事件', [above('SAECount', 0)], [step.ethics()]]], [step.ccEthics()]),
  ]),
  flow('StudyApplyStemCell', '干细胞临床研究申请', '科室主任、科研处审核,伦理委员会会签,科研处长审批', [
    step.deptHead(),
    step.research(),
    step.ethicsJoint(),
    step.researchHead(),
  ]),
  flow('StudyApplyStemCellB', '干细胞临床研究备案', '科研处审核后由科研处长审批,抄送伦理委员会', [step.research(), step.researchHead(), step.ccEthics()]),
  flow('ClinicalResearch', '临床研究项目', '科室主任、科研处审核,伦理委员会会签;100万元以上的合同由院长审批', [
    step.deptHead(),
    step.research('科研处(临床试验机构)审核'),
    step.ethicsJoint(),
    choose('按合同金额', [['合同金额超过100万元', [above('ContractAmount', 100)], [step.dean()]]], [step.ccFinance()]),
  ]),
  flow('BasisStudyApply', '基础研究申请', '科室主任、科研处审核;10万元以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    choose('按预计经费', [['预计经费超过10万元', [above('Budget', 100000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('HospTechApply', '新技术新项目申请', '科室主任、科研处审核,伦理委员会会签;国内领先及以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.ethicsJoint(),
    choose('按技术水平', [['国内领先及以上', [oneOf('TechLevel', ['国际先进', '国内领先'])], [step.researchHead()]]], [step.ccOffice()]),
  ]),
];
