/**
 * 抄送: the people named are told when the flow reaches the node (a 抄送 item and a notice each, a history line) and
 * the flow moves straight on; nobody waits for them. The applicant may be among them: being told about one's own
 * record harms nobody. Nobody to tell: the step is passed with a note.
 */
import type { FlowApproverSource, FlowCcNode } from '../../../contract/flowDefinition.js';
import { draftEntry } from '../history.js';
import { ccNotice } from '../notices.js';
import { sourceSummary } from '../sourceText.js';
import { distinct, namedBy } from '../stepPeople.js';
import { ccFacts } from './facts.js';
import type { NodeKind } from './types.js';

const NO_CC_OPINION = '无抄送人,自动跳过';

export const ccKind: NodeKind<FlowCcNode> = {
  kind: ccFacts.kind,
  name: ccFacts.name,
  read(raw, { Key, Name }, tools) {
    const recipients = tools.source(raw.Recipients, Name, false, '抄送人') as Exclude<FlowApproverSource, { Type: 'Chosen' }>;
    return { Kind: 'Cc', Key, Name, Recipients: recipients };
  },
  plan(node, tools) {
    tools.step({ key: node.Key, kind: 'Cc', name: node.Name, mode: 'Any', source: node.Recipients, whenEmpty: 'Skip' });
  },
  step: {
    ...ccFacts.step,
    enter({ context, route, step, index, applicantId, summary, by, at, entries, effects }) {
      const people = distinct(namedBy(context, route, step), '');
      if (people.length === 0) {
        entries.push(draftEntry({ step: index, stepName: step.name, action: 'Skip', by, at, opinion: NO_CC_OPINION }));
        return { passed: true };
      }
      entries.push(draftEntry({ step: index, stepName: step.name, action: 'Cc', by, at, target: people.map((p) => p.name).join('、') }));
      for (const person of people) {
        effects.push(
          { kind: 'CreateItem', item: { kind: 'Cc', receiverId: person.id, step: index, stepName: step.name, applicantId, summary } },
          { kind: 'Notify', receiverId: person.id, notice: ccNotice(context.subject, summary, by.id, step.name) },
        );
      }
      return { passed: true };
    },
  },
  named: (node) => [{ source: node.Recipients }],
  summary: (node, names) => sourceSummary(node.Recipients, names),
};
