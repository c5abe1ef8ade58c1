import { createHash, randomFillSync } from 'node:crypto';

/**
 * Record ids are server-generated strings; clients never choose them. They are UUIDs of version 7 (RFC 9562): 48 bits
 * of milliseconds, then a 12-bit counter, then 62 random bits. Ids made later sort later, so a new row's key lands at
 * the right edge of the primary-key index instead of on a random page: inserts (a notice's thousand copies, a login
 * log, an import) touch a few hot pages rather than one cold page per row, on SQLite and PostgreSQL alike. 62 random
 * bits per millisecond and counter value keep them unguessable; the creation time they carry is on the row anyway.
 */
export function newId(): string {
  return formatV7(nextTick(Date.now()), randomFillSync(random));
}

const random = Buffer.alloc(8);
const COUNTER_LIMIT = 0x1000;
let lastMs = 0;
let counter = 0;

/** Milliseconds and counter for the next id: the counter orders ids of one millisecond; if it runs out, time moves on. */
function nextTick(now: number): { ms: number; counter: number } {
  if (now > lastMs) {
    lastMs = now;
    // A random start leaves room to count and keeps the first id of a millisecond from being guessable.
    counter = Math.floor(Math.random() * (COUNTER_LIMIT / 2));
  } else {
    counter += 1;
    if (counter >= COUNTER_LIMIT) {
      lastMs += 1;
      counter = 0;
    }
  }
  return { ms: lastMs, counter };
}

function formatV7(tick: { ms: number; counter: number }, bytes: Buffer): string {
  const time = tick.ms.toString(16).padStart(12, '0');
  const versionAndCounter = (0x7000 | tick.counter).toString(16);
  // Variant 10xx in the top bits of the clock sequence byte.
  bytes[0] = (bytes[0]! & 0x3f) | 0x80;
  const tail = bytes.toString('hex');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-${versionAndCounter}-${tail.slice(0, 4)}-${tail.slice(4, 16)}`;
}

/** A stable id derived from a name, so nodes synced at every start keep the same id across databases. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
