import { describe, expect, it } from 'vitest';
import { decisionNotice, returnedItemSummary, stepReachedNotice, submittedNotice } from './notices.js';
import { applicant, head, reviewer, subject, SUMMARY } from './specFixtures.js';

describe('flow notices', () => {
  it('asks the first approvers, naming the applicant and the step, linking to the form', () => {
    expect(submittedNotice(subject, SUMMARY, applicant, '科研处初审')).toEqual({
      Title: `待审核:${SUMMARY}`,
      Type: '审批通知',
      Sender_Id: applicant.id,
      Url: '/Thesis/add?q=t-1',
      Level: 'info',
      Content: `陈思远提交了${SUMMARY},请在「科研处初审」中审核`,
    });
  });

  it('asks the next approvers after a step passed', () => {
    expect(stepReachedNotice(subject, SUMMARY, reviewer.id, '科研处初审', '科研处长审批')).toMatchObject({
      Title: `待审核:${SUMMARY}`,
      Sender_Id: reviewer.id,
      Content: `${SUMMARY}已通过「科研处初审」,请在「科研处长审批」中审核`,
    });
  });

  it('tells the applicant where the flow went, with the opinion when given', () => {
    const moved = decisionNotice(subject, {
      summary: SUMMARY,
      approver: reviewer,
      decision: 'Approved',
      decidedStep: '科研处初审',
      nextStep: '科研处长审批',
      opinion: '同意',
    });
    expect(moved).toMatchObject({
      Title: `审批结果:${SUMMARY}`,
      Sender_Id: reviewer.id,
      Content: `您提交的${SUMMARY}已通过「科研处初审」,进入「科研处长审批」,意见:同意`,
    });
    const approved = decisionNotice(subject, { summary: SUMMARY, approver: head, decision: 'Approved', decidedStep: '科研处长审批', opinion: '' });
    expect(approved.Content).toBe(`您提交的${SUMMARY}在「科研处长审批」被周建华通过`);
    const returned = decisionNotice(subject, { summary: SUMMARY, approver: reviewer, decision: 'Returned', decidedStep: '科研处初审', opinion: '请补充DOI' });
    expect(returned.Content).toBe(`您提交的${SUMMARY}在「科研处初审」被林晓雯退回,意见:请补充DOI`);
    const refused = decisionNotice(subject, { summary: SUMMARY, approver: reviewer, decision: 'Refuse', decidedStep: '科研处初审', opinion: '' });
    expect(refused.Content).toBe(`您提交的${SUMMARY}在「科研处初审」被林晓雯不通过`);
    // Each outcome reads as itself at a glance: 通过 success (a step passed too), 退回 warning, 不通过 error.
    expect([moved, approved, returned, refused].map((notice) => notice.Level)).toEqual(['success', 'success', 'warning', 'error']);
  });

  it('names the returned item with the opinion when given', () => {
    expect(returnedItemSummary(SUMMARY, '请补充DOI')).toBe(`${SUMMARY}(退回意见:请补充DOI)`);
    expect(returnedItemSummary(SUMMARY, '')).toBe(SUMMARY);
  });
});
