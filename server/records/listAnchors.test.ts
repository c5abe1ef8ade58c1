import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepAnchor, MAX_ANCHORS_PER_LIST, nearestAnchor, newListAnchors, type ListAnchors } from './listAnchors.js';

const place = (id: string) => ({ value: null, id });

describe("a list's kept places", () => {
  it('answers the nearest place at or before an offset, or none', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 30 }), fc.integer({ min: 0, max: 10_000 }), (offsets, offset) => {
        const anchors: ListAnchors = newListAnchors();
        for (const at of offsets) keepAnchor(anchors, at, place(`r${at}`));
        const below = offsets.filter((at) => at <= offset);
        const nearest = nearestAnchor(anchors, offset);
        if (below.length === 0) expect(nearest).toBeNull();
        else expect(nearest).toEqual({ at: Math.max(...below), cursor: place(`r${Math.max(...below)}`) });
      }),
    );
  });

  it('keeps MAX_ANCHORS_PER_LIST places, dropping the oldest kept, and the newest place for an offset', () => {
    const anchors: ListAnchors = newListAnchors();
    for (let at = 0; at < MAX_ANCHORS_PER_LIST + 5; at++) keepAnchor(anchors, at, place(`r${at}`));
    expect(anchors.size).toBe(MAX_ANCHORS_PER_LIST);
    expect(anchors.has(4)).toBe(false);
    expect(anchors.has(5)).toBe(true);
    keepAnchor(anchors, 5, place('again'));
    expect(anchors.get(5)).toEqual(place('again'));
    keepAnchor(anchors, 10_000, place('new'));
    expect(anchors.has(5)).toBe(true);
    expect(anchors.has(6)).toBe(false);
  });
});
