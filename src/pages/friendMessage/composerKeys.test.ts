import { describe, expect, it } from 'vitest';
import { composerKeyAction, type ComposerKey } from './composerKeys';

const key = (over: Partial<ComposerKey>): ComposerKey => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  isComposing: false,
  ...over,
});

describe('composerKeyAction', () => {
  it('sends on Enter and starts a new line on Shift+Enter', () => {
    expect(composerKeyAction(key({}))).toBe('send');
    expect(composerKeyAction(key({ shiftKey: true }))).toBe('newline');
  });

  it('never sends while an input method is composing (Enter picks the candidate)', () => {
    expect(composerKeyAction(key({ isComposing: true }))).toBe('type');
    expect(composerKeyAction(key({ keyCode: 229 }))).toBe('type');
  });

  it('leaves other keys and modified Enter alone', () => {
    expect(composerKeyAction(key({ key: 'a' }))).toBe('type');
    expect(composerKeyAction(key({ ctrlKey: true }))).toBe('type');
    expect(composerKeyAction(key({ metaKey: true }))).toBe('type');
  });
});
