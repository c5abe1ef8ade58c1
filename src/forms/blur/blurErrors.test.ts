import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterBlur, afterChange, fieldNameFromId, NO_BLUR_ERRORS, type BlurErrors } from './blurErrors';

/** The fields showing a message, with it. */
const shown = (state: BlurErrors) => Object.fromEntries(Object.entries(state).filter(([, messages]) => messages.length > 0));

const entry = (field: string, ...errs: string[]) => ({ field, name: field, errs });

describe('fieldNameFromId', () => {
  it('strips the form prefix and keeps underscores of the name', () => {
    expect(fieldNameFromId('f3_Dept_Id', 'f3')).toBe('Dept_Id');
    expect(fieldNameFromId('root_Title', 'root')).toBe('Title');
  });
  it('answers null for another form or the root', () => {
    expect(fieldNameFromId('f4_Title', 'f3')).toBeNull();
    expect(fieldNameFromId('f3_', 'f3')).toBeNull();
    expect(fieldNameFromId('f3', 'f3')).toBeNull();
  });
});

describe('blur errors', () => {
  it('show a field only after it was left, and follow changes from then on', () => {
    const missing = [entry('Title', '标题是必填的'), entry('Year', '年度是必填的')];
    let state = afterChange(NO_BLUR_ERRORS, missing);
    expect(shown(state)).toEqual({});
    state = afterBlur(state, 'Title', missing);
    expect(shown(state)).toEqual({ Title: ['标题是必填的'] });
    state = afterChange(state, [entry('Year', '年度是必填的')]);
    expect(shown(state)).toEqual({});
    state = afterChange(state, missing);
    expect(shown(state)).toEqual({ Title: ['标题是必填的'] });
  });

  it('keep the same object when nothing watched changed (no re-render)', () => {
    const state = afterBlur(NO_BLUR_ERRORS, 'Title', []);
    expect(afterChange(state, [entry('Year', 'x')])).toBe(state);
  });

  it('never show a field that was not left, whatever the data', () => {
    const fields = ['A', 'B', 'C', 'D'];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('blur' as const), field: fc.constantFrom(...fields) }),
            fc.record({ kind: fc.constant('change' as const), failing: fc.subarray(fields) }),
          ),
          { maxLength: 30 },
        ),
        fc.subarray(fields),
        (steps, lastFailing) => {
          let state = NO_BLUR_ERRORS;
          const left = new Set<string>();
          let failing: string[] = [];
          for (const step of steps) {
            if (step.kind === 'blur') {
              left.add(step.field);
              state = afterBlur(
                state,
                step.field,
                failing.map((f) => entry(f, `${f}错`)),
              );
            } else {
              failing = step.failing;
              state = afterChange(
                state,
                failing.map((f) => entry(f, `${f}错`)),
              );
            }
          }
          state = afterChange(
            state,
            lastFailing.map((f) => entry(f, `${f}错`)),
          );
          expect(Object.keys(shown(state)).sort()).toEqual(lastFailing.filter((f) => left.has(f)).sort());
        },
      ),
    );
  });
});
