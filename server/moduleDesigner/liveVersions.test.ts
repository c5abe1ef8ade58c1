import { describe, expect, it } from 'vitest';
import { Catalogue } from '../platform/catalogue/catalogue.js';
import { claimLiveVersion, liveVersion } from './liveVersions.js';

describe('live module versions', () => {
  it('starts at the file (0), takes each newer version once, whatever the name case, and per catalogue', () => {
    const catalogue = new Catalogue([]);
    expect(liveVersion(catalogue, 'Thesis')).toBe(0);
    expect(claimLiveVersion(catalogue, 'Thesis', 1)).toBe(true);
    // The publish and the follower both seeing version 1: only the first makes it live.
    expect(claimLiveVersion(catalogue, 'thesis', 1)).toBe(false);
    expect(claimLiveVersion(catalogue, 'Thesis', 3)).toBe(true);
    expect(claimLiveVersion(catalogue, 'Thesis', 2)).toBe(false);
    expect(liveVersion(catalogue, 'THESIS')).toBe(3);
    expect(liveVersion(new Catalogue([]), 'Thesis')).toBe(0);
  });
});
