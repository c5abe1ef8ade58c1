/**
 * Ethics and the regulated uses of people's samples and data: the department head, the research office's formal
 * check, then the ethics committee — every member (会签) for a review, any one for a report.
 */
import { above, choose, flow, oneOf, step, type SeededFlow } from './nodes.js';

export const ETHICS_FLOWS: SeededFlow[] = [
  flow('EthicsCheck', '伦理审查申请', '科室主任审核,科研处形式审查,伦理委员会专家会签', [
    step.deptHead(),
    step.research('科研处形式审查'),
    step.ethicsJoint(),
    step.ccResearchHead(),
  ]),
  flow('AnimalEthicsCheck', '动物伦理审查申请', '科室主任审核,科研处形式审查,伦理委员会专家会签;100只以上由科研处长审批', [
    step.deptHead(),
    step.research('科研处形式审查'),
    step.ethicsJoint('动物伦理委员会会签'),
    choose('按动物数量', [['动物超过100只', [above('AnimalCount', 100)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
  flow('AnimalEthicsDevelop', '动物实验开展报告', '科室主任、科研处审核,伦理委员会审查', [step.deptHead(), step.research(), step.ethics('动物伦理委员会审查')]),
  flow('HumanGeneticResourceFiling', '人类遗传资源备案', '科室主任、科研处审核,伦理委员会会签,科研处长审批后申报;国际合作与出境抄送院办公室', [
    step.deptHead(),
    step.research(),
    step.ethicsJoint(),
    step.researchHead(),
    choose(
      '按申报类型',
      [
        [
          '国际合作或出境',
          [oneOf('FilingType', ['国际合作科学研究审批', '国际合作临床试验备案', '材料出境审批', '信息对外提供或开放使用备案'])],
          [step.ccOffice()],
        ],
      ],
      [step.ccEthics('抄送伦理委员会(备案)')],
    ),
  ]),
  flow('DataApply', '数据使用申请', '科室主任、科研处审核,伦理委员会审查;1万例以上由科研处长审批', [
    step.deptHead(),
    step.research(),
    step.ethics(),
    choose('按病例数', [['超过1万例', [above('CaseCount', 10000)], [step.researchHead()]]], [step.ccResearchHead()]),
  ]),
];
