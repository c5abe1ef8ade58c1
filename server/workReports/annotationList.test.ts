import { describe, expect, it } from 'vitest';
import { ANNOTATION_STATE_INVALID, readAnnotationState } from './annotationList.js';

describe('the 批注 state of a leader list', () => {
  it('reads all, 未批注 and 已批注', () => {
    expect(readAnnotationState(undefined)).toBe('all');
    expect(readAnnotationState('')).toBe('all');
    expect(readAnnotationState('unannotated')).toBe('unannotated');
    expect(readAnnotationState('annotated')).toBe('annotated');
  });

  it('refuses anything else with a Chinese 400', () => {
    for (const value of ['UNANNOTATED', "'; drop table WorkReport; --", ['unannotated'], 1]) {
      expect(() => readAnnotationState(value)).toThrow(ANNOTATION_STATE_INVALID);
      expect(() => readAnnotationState(value)).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });
});
