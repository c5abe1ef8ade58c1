import { describe, expect, it } from 'vitest';
import { conclusionColor, reviewItem, reviewLinkField } from './expertReviewsView';

const fields = [
  { Name: 'ReviewType', Type: 'String' },
  { Name: 'AnimalEthicsCheck_Id', Type: 'String', Relate: 'AnimalEthicsCheck' },
  { Name: 'EthicsCheck_Id', Type: 'String', Relate: 'EthicsCheck' },
  { Name: 'Expert_Id', Type: 'String', Relate: 'Expert' },
];

describe('expert reviews of an application', () => {
  it('finds the field that points at the module, any case, or none', () => {
    expect(reviewLinkField(fields, 'AnimalEthicsCheck')).toBe('AnimalEthicsCheck_Id');
    expect(reviewLinkField(fields, 'ethicscheck')).toBe('EthicsCheck_Id');
    expect(reviewLinkField(fields, 'Thesis')).toBeNull();
  });

  it('shows each review by the expert name, conclusion, opinion and day', () => {
    expect(
      reviewItem({
        Id: 'r1',
        Expert_Id: 'e1',
        Expert: { Id: 'e1', Name: '王建国' },
        Conclusion: '修改后同意',
        Opinion: '补充麻醉方案',
        ReviewDate: '2026-03-02 00:00:00',
        Score: 86,
      }),
    ).toEqual({ key: 'r1', expert: '王建国', conclusion: '修改后同意', opinion: '补充麻醉方案', date: '2026-03-02', score: '86' });
    expect(reviewItem({ Id: 'r2', Expert_Id: 'e2' })).toMatchObject({ expert: '(专家未填写)', conclusion: '—', opinion: '', score: '' });
    expect(['同意', '修改后重审', '不同意', ''].map(conclusionColor)).toEqual(['success', 'warning', 'error', 'default']);
  });
});
