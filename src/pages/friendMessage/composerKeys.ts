/**
 * What a key pressed in the message box does: Enter sends, Shift+Enter starts a new line, and Enter that confirms a
 * Chinese input method's candidate (still composing) only confirms it — it must never send a half-typed message.
 */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** True while an input method is composing; some browsers only say so through keyCode 229. */
  isComposing: boolean;
  keyCode?: number;
}

export type ComposerKeyAction = 'send' | 'newline' | 'type';

const IME_KEY_CODE = 229;

export function composerKeyAction(event: ComposerKey): ComposerKeyAction {
  if (event.key !== 'Enter') return 'type';
  if (event.isComposing || event.keyCode === IME_KEY_CODE) return 'type';
  if (event.shiftKey) return 'newline';
  // Ctrl/Alt/Cmd+Enter are left to the browser and the system (no send by surprise).
  if (event.ctrlKey || event.altKey || event.metaKey) return 'type';
  return 'send';
}
