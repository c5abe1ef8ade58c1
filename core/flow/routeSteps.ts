/**
 * What a planned route's steps say without planning anything: which wait for the applicant's choice, and how each
 * names its people. Apart from route.ts so the pages that only submit or show a route carry no planning code.
 */
import { stepFactsOf } from './nodeKinds/facts.js';
import type { RouteStep } from './route.js';

/** The 自选 steps of a route: the applicant names their people when submitting. */
export function chosenSteps(steps: readonly RouteStep[]): RouteStep[] {
  return steps.filter((step) => stepFactsOf(step.kind).decides && step.source.Type === 'Chosen');
}

const SOURCE_NAMES: Record<RouteStep['source']['Type'], string> = {
  Role: '角色',
  DeptHead: '部门负责人',
  Users: '指定人员',
  Chosen: '申请人自选',
  CheckHolders: '审核人员',
};

/** How a step names its people, in Chinese (the role's name given by the caller when known). */
export function sourceName(step: RouteStep, roleName?: string): string {
  const base = step.source.Type === 'Role' ? `角色:${roleName ?? step.source.EnCode}` : SOURCE_NAMES[step.source.Type];
  const prefix = stepFactsOf(step.kind).sourcePrefix;
  return prefix ? `${prefix}:${base}` : base;
}
