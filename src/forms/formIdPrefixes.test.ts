import { describe, expect, it } from 'vitest';
import { createFormIdPrefixes } from './formIdPrefixes';

/** A stand-in for a form's wrapper element: in the document until removed. */
const attached = () => {
  const element = {
    isConnected: true,
    remove: () => {
      element.isConnected = false;
    },
  };
  return element;
};

describe('form id prefixes', () => {
  it('gives the first form root and each further form on the page the next number', () => {
    const prefixes = createFormIdPrefixes();
    const first = attached();
    expect(prefixes.claim(prefixes.firstFree(), first)).toBe('root');
    const second = attached();
    expect(prefixes.firstFree()).toBe('root2');
    expect(prefixes.claim('root2', second)).toBe('root2');
    expect(prefixes.firstFree()).toBe('root3');
  });

  it('keeps a prefix while its form is in the document (a hidden tab) and frees it when the form leaves', () => {
    const prefixes = createFormIdPrefixes();
    const first = attached();
    prefixes.claim('root', first);
    // Claiming again (a tab shown again runs its effects again) keeps what it holds.
    expect(prefixes.claim('root', first)).toBe('root');
    expect(prefixes.firstFree()).toBe('root2');
    first.remove();
    expect(prefixes.firstFree()).toBe('root');
  });

  it('moves a form to the next free prefix when its own went to another form in between', () => {
    const prefixes = createFormIdPrefixes();
    const early = attached();
    const late = attached();
    const planned = prefixes.firstFree();
    prefixes.claim(planned, early);
    expect(prefixes.claim(planned, late)).toBe('root2');
    expect(prefixes.claim('root2', late)).toBe('root2');
  });
});
