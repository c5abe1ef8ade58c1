import { describe, expect, it } from 'vitest';
import { hiddenFieldEntries } from './formPost';
import { POPUP_BLOCKED_MESSAGE, printHtml, type PrintWindow } from './printHtml';
import { listPrintUrl as listPrintPath, recordPrintUrl as recordPrintPath } from '../../providers/endpoints/print';

function fakeWindow() {
  const calls: string[] = [];
  const win: PrintWindow = {
    document: { open: () => calls.push('open'), write: (html) => calls.push(`write:${html}`), close: () => calls.push('close-doc') },
    focus: () => calls.push('focus'),
    print: () => calls.push('print'),
    close: () => calls.push('close'),
  };
  return { win, calls };
}

describe('printHtml', () => {
  it('writes the loaded HTML into the new window and prints it', async () => {
    const { win, calls } = fakeWindow();
    await printHtml({ openWindow: () => win, loadHtml: async () => '<h1>课题</h1>' });
    expect(calls).toEqual(['open', 'write:<h1>课题</h1>', 'close-doc', 'focus', 'print']);
  });

  it('closes the empty window when loading fails, and says when pop-ups are blocked', async () => {
    const { win, calls } = fakeWindow();
    await expect(printHtml({ openWindow: () => win, loadHtml: async () => Promise.reject(new Error('权限不足')) })).rejects.toThrow('权限不足');
    expect(calls).toEqual(['close']);
    await expect(printHtml({ openWindow: () => null, loadHtml: async () => '' })).rejects.toThrow(POPUP_BLOCKED_MESSAGE);
  });
});

describe('form post fields', () => {
  it('sends single values once and multi-values under the same name; empty values are left out', () => {
    expect(hiddenFieldEntries({ Module: 'Thesis', Ids: ['1', '2'], Year: 2025, All: false, Note: null })).toEqual([
      ['Module', 'Thesis'],
      ['Ids', '1'],
      ['Ids', '2'],
      ['Year', '2025'],
      ['All', 'false'],
    ]);
  });
});

describe('print paths', () => {
  it('address the server pages', () => {
    expect(recordPrintPath('Thesis', 'a b')).toBe('/api/print/Thesis/a%20b');
    expect(listPrintPath('Thesis')).toBe('/api/print/Thesis/list');
  });
});
