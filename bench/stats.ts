/** Order statistics of timing samples (nearest-rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export function sum(samples: readonly number[]): number {
  return samples.reduce((total, value) => total + value, 0);
}
