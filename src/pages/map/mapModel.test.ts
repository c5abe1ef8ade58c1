import { describe, expect, it } from 'vitest';
import { MAP_MODES, MAP_SITES, MAP_SIZE, mapPalette } from './mapModel';

describe('the offline map', () => {
  it('uses the bd palette by default and for unknown modes', () => {
    expect(mapPalette('bd')).toBe(MAP_MODES.bd);
    expect(mapPalette('satellite')).toBe(MAP_MODES.bd);
    expect(mapPalette('dark').label).toBe('夜间');
  });

  it('places every site inside the canvas with a name and an address', () => {
    for (const site of MAP_SITES) {
      expect(site.x).toBeGreaterThan(0);
      expect(site.x).toBeLessThan(MAP_SIZE.width);
      expect(site.y).toBeGreaterThan(0);
      expect(site.y).toBeLessThan(MAP_SIZE.height);
      expect(site.name && site.address).toBeTruthy();
    }
  });
});
