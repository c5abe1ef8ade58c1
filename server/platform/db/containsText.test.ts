import { describe, expect, it } from 'vitest';
import { likeOperator, likePattern } from './containsText.js';

describe('containsText', () => {
  it('takes %, _ and the escape character literally', () => {
    expect(likePattern('a%b_c!')).toBe('%a!%b!_c!!%');
  });

  it('uses LIKE on PostgreSQL for a keyword without a letter that has a case, ILIKE otherwise; LIKE on SQLite', () => {
    for (const caseless of ['罕见病', '2024-01', '心衰(一期)', '100%', '—']) expect(likeOperator(caseless, 'postgres')).toBe('like');
    for (const cased of ['Nature', 'doi', '心衰II期', 'Ωμέγα', 'straße']) expect(likeOperator(cased, 'postgres')).toBe('ilike');
    expect(likeOperator('Nature', 'sqlite')).toBe('like');
  });
});
