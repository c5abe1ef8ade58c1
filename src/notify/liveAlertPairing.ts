/**
 * One alert per notification, though the hub tells it twice: `NotifyMessage` (the row, from which the alert gets its
 * title and 查看) and `Notify` (its content alone, SH-HUB-1). The reference server sends the row first; a `Notify`
 * heard within `windowMs` after a row is that row's and shows nothing more. A `Notify` heard alone waits `windowMs`
 * for its row (another server may send them the other way round) and then shows its content as a plain alert.
 */
export interface PairingClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export interface AlertPairingHandlers<Row> {
  showRow(row: Row): void;
  showText(content: string): void;
}

export const PAIRING_WINDOW_MS = 400;

export function createAlertPairing<Row>(handlers: AlertPairingHandlers<Row>, clock: PairingClock, windowMs = PAIRING_WINDOW_MS) {
  /** When rows were heard whose Notify has not come yet. */
  let rowsAwaitingText: number[] = [];
  let textsAwaitingRow: unknown[] = [];
  const fresh = () => {
    const now = clock.now();
    rowsAwaitingText = rowsAwaitingText.filter((at) => now - at <= windowMs);
  };
  return {
    onRow(row: Row) {
      handlers.showRow(row);
      const waiting = textsAwaitingRow.shift();
      if (waiting !== undefined) clock.clearTimer(waiting);
      else rowsAwaitingText.push(clock.now());
    },
    onText(content: string) {
      fresh();
      if (rowsAwaitingText.length > 0) {
        rowsAwaitingText.shift();
        return;
      }
      const timer = clock.setTimer(() => {
        textsAwaitingRow = textsAwaitingRow.filter((t) => t !== timer);
        handlers.showText(content);
      }, windowMs);
      textsAwaitingRow.push(timer);
    },
    dispose() {
      textsAwaitingRow.forEach((timer) => clock.clearTimer(timer));
      textsAwaitingRow = [];
      rowsAwaitingText = [];
    },
  };
}
