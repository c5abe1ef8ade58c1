/**
 * The light half of the node-kind registry: each kind's name and how its steps show (waiting, passed, decided by
 * people or not). The screens that only show a route (the diagram, the step states, 退回 targets) read this, so a
 * record page carries none of the engine's reading, planning or entering code. The built-in kinds' facts are written
 * here, not in their kind files, because a bundle splits by file: a record page importing a kind file for its facts
 * would load the whole kind. registerNodeKind (index.ts) registers a kind's facts with the kind.
 */
import type { KindFacts, StepFacts } from './types.js';

const approverStep: StepFacts = { decides: true, waiting: '待审批', passed: '已通过' };
export const approverFacts = { kind: 'Approver', name: '审批人', step: approverStep } satisfies KindFacts;
const ccStep: StepFacts = { decides: false, waiting: '待抄送', passed: '已抄送', sourcePrefix: '抄送', unnamed: '抄送' };
export const ccFacts = { kind: 'Cc', name: '抄送人', step: ccStep } satisfies KindFacts;
export const conditionFacts: KindFacts = { kind: 'Condition', name: '条件分支' };

function registry(...built: readonly KindFacts[]): Map<string, KindFacts> {
  return new Map(built.map((kind) => [kind.kind, kind]));
}

const facts = /* @__PURE__ */ registry(approverFacts, ccFacts, conditionFacts);

/** Adds a kind's facts (or replaces those of the same `kind`); answers how to undo it. */
export function registerKindFacts(kind: KindFacts): () => void {
  const before = facts.get(kind.kind);
  facts.set(kind.kind, kind);
  return () => {
    if (before) facts.set(kind.kind, before);
    else facts.delete(kind.kind);
  };
}

/** A wire `Kind`'s facts; undefined for one nobody registered. */
export function kindFactsOf(kind: unknown): KindFacts | undefined {
  return typeof kind === 'string' ? facts.get(kind) : undefined;
}

/**
 * How a route's step shows, by the kind that made it. A step of a kind no longer known (or the default flow's) is
 * decided by people, as every step but 抄送 always was.
 */
export function stepFactsOf(kind: string): StepFacts {
  return facts.get(kind)?.step ?? approverStep;
}
