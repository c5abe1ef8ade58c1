import { describe, expect, it } from 'vitest';
import { homeSections } from './homeSections';

describe('the dashboard a user sees', () => {
  it('a leader the output, a reviewer the queue, staff their applications; each only with something to show', () => {
    expect(homeSections({ outputSources: 4, pendingTotal: 0, startedTotal: 0 })).toEqual({ output: true, queue: false, applications: false });
    expect(homeSections({ outputSources: 0, pendingTotal: 3, startedTotal: 0 })).toEqual({ output: false, queue: true, applications: false });
    expect(homeSections({ outputSources: 0, pendingTotal: 0, startedTotal: 2 })).toEqual({ output: false, queue: false, applications: true });
    expect(homeSections({ outputSources: 0, pendingTotal: 0, startedTotal: 0 })).toEqual({ output: false, queue: false, applications: false });
  });
});
