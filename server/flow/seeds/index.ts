/**
 * Every seeded approval definition, one per module marked for approval (`"Server": { "Flow": true }`), gathered
 * from the area files. server/flow/seedFlows.ts writes them as Flow rows on first start.
 */
import { ACHIEVEMENT_FLOWS } from './achievements.js';
import { ACTIVITY_FLOWS } from './activities.js';
import { BUDGET_FLOWS } from './budgets.js';
import { CONTRACT_FLOWS } from './contracts.js';
import { COST_FLOWS } from './costs.js';
import { ETHICS_FLOWS } from './ethics.js';
import type { SeededFlow } from './nodes.js';
import { OFFICE_FLOWS } from './office.js';
import { PLATFORM_FLOWS } from './platforms.js';
import { PROBLEM_FLOWS } from './problems.js';
import { STUDY_FLOWS } from './studies.js';

export type { SeededFlow } from './nodes.js';

export const SEEDED_FLOWS: readonly SeededFlow[] = [
  ...ACHIEVEMENT_FLOWS,
  ...PROBLEM_FLOWS,
  ...COST_FLOWS,
  ...BUDGET_FLOWS,
  ...ETHICS_FLOWS,
  ...STUDY_FLOWS,
  ...ACTIVITY_FLOWS,
  ...PLATFORM_FLOWS,
  ...OFFICE_FLOWS,
  ...CONTRACT_FLOWS,
];
