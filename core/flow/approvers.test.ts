import { describe, expect, it } from 'vitest';
import { approversOfStep } from './approvers.js';
import { applicant, head, reviewer } from './specFixtures.js';

const second = { index: 2, name: '科研处长审批' };

describe('approversOfStep', () => {
  it('asks everyone the step names', () => {
    expect(approversOfStep([reviewer, head], applicant.id, second)).toEqual({ approvers: [reviewer, head] });
  });

  it('never asks the applicant', () => {
    expect(approversOfStep([applicant, head], applicant.id, second)).toEqual({ approvers: [head] });
  });

  it('refuses a step only the applicant could approve, naming it', () => {
    const refused = { refusal: { kind: 'badRequest', message: '第2步「科研处长审批」没有审批人,请联系管理员设置审批流程' } };
    expect(approversOfStep([applicant], applicant.id, second)).toEqual(refused);
    expect(approversOfStep([], applicant.id, second)).toEqual(refused);
  });
});
