/**
 * 知会, a sample node kind that ships nowhere: its test registers it to show what a new kind takes. When the flow
 * passes the node it records one history line (已知会) and moves on; nobody is asked or told. Its wire form is the
 * bare node: `{ "Kind": "Notice", "Key": "n4", "Name": "知会科室" }`.
 */
import { draftEntry } from '../../history.js';
import type { NodeKind, WireNode } from '../types.js';

export interface FlowNoticeNode extends WireNode {
  Kind: 'Notice';
}

export const NOTICE_OPINION = '已知会';

export const noticeKind: NodeKind<FlowNoticeNode> = {
  kind: 'Notice',
  name: '知会',
  read: (_raw, { Key, Name }) => ({ Kind: 'Notice', Key, Name }),
  plan(node, tools) {
    tools.step({ key: node.Key, kind: 'Notice', name: node.Name, mode: 'Any', source: { Type: 'Users', Accounts: [] }, whenEmpty: 'Skip' });
  },
  step: {
    decides: false,
    waiting: '待抄送',
    passed: '已抄送',
    enter({ step, index, by, at, entries }) {
      entries.push(draftEntry({ step: index, stepName: step.name, action: 'Notice', by, at, opinion: NOTICE_OPINION }));
      return { passed: true };
    },
  },
  summary: () => '流程经过时记入审批记录',
};
