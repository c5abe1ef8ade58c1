import { describe, expect, it } from 'vitest';
import { deptPeoplePath, personResultsPath, recordPath } from './scorePaths';

describe('score links', () => {
  it('opens a record in its form, escaped', () => {
    expect(recordPath('ThreeEngineers', 'a/b')).toBe('/ThreeEngineers/add?q=a%2Fb');
  });

  it("takes a person to their results over the same years (not the department's filter)", () => {
    expect(personResultsPath('p-1', { years: [2024, 2025], dept: 'd-1', category: 'SCI论文' })).toBe(
      '/group/personalresearchresults?years=2024..2025&person=p-1',
    );
  });

  it("takes a department to its people's ranking with the same years, category and schemes", () => {
    expect(deptPeoplePath('d-1', { years: [2025, null], category: 'SCI论文', schemes: ['thesis'], person: 'p-1' })).toBe(
      `/group/personList?years=2025..&dept=d-1&category=${encodeURIComponent('SCI论文')}&scheme=thesis`,
    );
  });
});
