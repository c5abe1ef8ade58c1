import { describe, expect, it } from 'vitest';
import { approversOfStep } from './approvers.js';
import type { FlowStepDefinition } from './definition.js';
import { applicant, head, reviewer } from './specFixtures.js';

const second: FlowStepDefinition = { index: 2, name: '科研处长审批', mode: 'AnyOne' };

describe('approversOfStep', () => {
  it('asks everyone the step names', () => {
    expect(approversOfStep([reviewer, head], applicant.id, second)).toEqual({ approvers: [reviewer, head] });
  });

  it('never asks the applicant while someone else can approve', () => {
    expect(approversOfStep([applicant, head], applicant.id, second)).toEqual({ approvers: [head] });
  });

  it('asks the applicant when nobody else can', () => {
    expect(approversOfStep([applicant], applicant.id, second)).toEqual({ approvers: [applicant] });
  });

  it('refuses a step nobody can approve, naming it', () => {
    expect(approversOfStep([], applicant.id, second)).toEqual({
      refusal: { kind: 'badRequest', message: '第2步「科研处长审批」没有审批人,请联系管理员设置审批流程' },
    });
  });
});
