/**
 * Where a flow definition can leave a record with nobody to approve it, checked against today's people (the server
 * gathers them: server/flow/flowDefinitionWarnings.ts; the designer shows the answer on the steps). The engine never
 * asks the applicant (enterStep.ts): a step naming nobody but them goes by its 无审批人时 policy — skipped, handed to
 * its deputies, then to the administrators — and is refused only when those too are nobody but the applicant. So a
 * step is a dead end for an applicant when its people, its deputies and the administrators are all that applicant or
 * nobody: e.g. the only 科研处长 filing their own paper, where the only administrator is the 科研处长 too.
 *
 * Besides dead ends, people who are named but cannot act: an account disabled, a deputy or approver without Check on
 * the module (the engine would seat an approver who can never decide; a deputy like that is passed over).
 */
import type { FlowDefinitionWarning, FlowNode } from '../../contract/flowDefinition.js';
import type { ApproverDirectory } from './approverChecks.js';
import { everyNode, nodeKindOf } from './nodeKinds/index.js';

export type { ApproverDirectory, DirectoryPerson } from './approverChecks.js';

/**
 * Every approver step that can end with nobody to approve it or names someone who cannot act, each with a Chinese
 * message, in the definition's order. `legacyKeys`: steps read from the older format, which are refused rather than
 * handed on. Each node's kind says what it checks (nodeKinds/approver.ts: approverChecks.ts).
 */
export function definitionWarnings(nodes: readonly FlowNode[], directory: ApproverDirectory, legacyKeys: readonly string[] = []): FlowDefinitionWarning[] {
  const legacy = new Set(legacyKeys);
  return everyNode(nodes).flatMap((node) =>
    (nodeKindOf(node.Kind)?.deadEnds?.(node, directory, legacy.has(node.Key)) ?? []).map((Message) => ({ Key: node.Key, Name: node.Name, Message })),
  );
}
