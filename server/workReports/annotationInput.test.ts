import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_REQUIRED,
  ANNOTATION_TOO_LONG,
  ASSESS_LEVEL_REQUIRED,
  ASSESS_LEVEL_UNKNOWN,
  BODY_NOT_OBJECT,
  readAnnotationInput,
} from './annotationInput.js';

const LEVELS = ['优秀', '良好', '合格', '不合格'];

describe('readAnnotationInput', () => {
  it('takes a trimmed annotation and a known level', () => {
    expect(readAnnotationInput({ Annotation: '  内容翔实  ', AssessLevel: '良好' }, LEVELS)).toEqual({
      ok: true,
      input: { annotation: '内容翔实', assessLevel: '良好' },
    });
  });

  it.each([
    [null, BODY_NOT_OBJECT],
    [[1], BODY_NOT_OBJECT],
    ['text', BODY_NOT_OBJECT],
    [{ AssessLevel: '良好' }, ANNOTATION_REQUIRED],
    [{ Annotation: '   ', AssessLevel: '良好' }, ANNOTATION_REQUIRED],
    [{ Annotation: 12, AssessLevel: '良好' }, ANNOTATION_REQUIRED],
    [{ Annotation: '好', AssessLevel: '' }, ASSESS_LEVEL_REQUIRED],
    [{ Annotation: '好', AssessLevel: '满分' }, ASSESS_LEVEL_UNKNOWN],
    [{ Annotation: '好', AssessLevel: ['良好'] }, ASSESS_LEVEL_REQUIRED],
  ])('refuses %j', (body, message) => {
    expect(readAnnotationInput(body, LEVELS)).toEqual({ ok: false, message });
  });

  it('counts characters, not code units', () => {
    expect(readAnnotationInput({ Annotation: '😀'.repeat(1000), AssessLevel: '合格' }, LEVELS).ok).toBe(true);
    expect(readAnnotationInput({ Annotation: '批'.repeat(1001), AssessLevel: '合格' }, LEVELS)).toEqual({ ok: false, message: ANNOTATION_TOO_LONG });
  });
});
