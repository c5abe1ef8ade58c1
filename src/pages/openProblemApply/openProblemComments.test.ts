import { describe, expect, it } from 'vitest';
import { commentRow, resultColor } from './openProblemComments';

describe('open-project review comments', () => {
  it('reads one application into a comment line', () => {
    expect(
      commentRow({
        Id: 'a1',
        Name: '课题',
        ApplicantName: '李四',
        WorkUnit: '某大学',
        ReviewScore: 86.25,
        ReviewResult: '建议资助',
        ReviewComment: ' 设计合理 ',
      }),
    ).toEqual({ key: 'a1', id: 'a1', name: '课题', applicant: '李四', unit: '某大学', score: '86.3', result: '建议资助', comment: '设计合理' });
    expect(commentRow({ Id: 'a2', ReviewScore: null }).score).toBe('');
  });

  it('colours conclusions', () => {
    expect(resultColor('不予资助')).toBe('red');
    expect(resultColor('建议资助')).toBe('green');
    expect(resultColor('')).toBeUndefined();
  });
});
