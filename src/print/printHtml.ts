/** The part of a window the print helper uses (a new browser window in the app; a fake in tests). */
export interface PrintWindow {
  document: { open(): unknown; write(html: string): void; close(): void };
  focus(): void;
  print(): void;
  close(): void;
}

export interface PrintHtmlDeps {
  /** Opens the window synchronously inside the click, before any await (else pop-up blockers refuse it). */
  openWindow: () => PrintWindow | null;
  /** Answers the printable HTML (GET, or POST with a body). */
  loadHtml: () => Promise<string>;
}

export const POPUP_BLOCKED_MESSAGE = '浏览器阻止了打印窗口,请允许本站弹出窗口后重试';

/**
 * The print helper (DM-EXP-2): the HTML the server renders is written into a new window, which then
 * prints. When loading fails the empty window is closed and the error goes to the caller.
 */
export async function printHtml(deps: PrintHtmlDeps): Promise<void> {
  const target = deps.openWindow();
  if (!target) throw new Error(POPUP_BLOCKED_MESSAGE);
  let html: string;
  try {
    html = await deps.loadHtml();
  } catch (error) {
    target.close();
    throw error;
  }
  target.document.open();
  target.document.write(html);
  target.document.close();
  target.focus();
  target.print();
}

/** A new, empty browser window for printing. */
export function openBlankWindow(): PrintWindow | null {
  return window.open('', '_blank');
}
