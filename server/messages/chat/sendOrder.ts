/**
 * The order messages were sent in, finer than SendTime (which the API carries to the second, D-API-2): two messages
 * of one second must still show in the order they were written. Microseconds since the epoch, strictly increasing on
 * this instance, as fixed-width text so that text order is send order on both databases.
 */
let last = 0;

export function nextSendOrder(nowMs: number = Date.now()): string {
  last = Math.max(nowMs * 1000, last + 1);
  return String(last).padStart(20, '0');
}
