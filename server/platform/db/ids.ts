import { createHash, randomFillSync } from 'node:crypto';

/**
 * Record ids are server-generated strings; clients never choose them. They are UUIDs of version 7 (RFC 9562): 48 bits
 * of milliseconds, then a 12-bit counter, then 62 random bits. Ids made later sort later, so a new row's key lands at
 * the right edge of the primary-key index instead of on a random page: inserts (a notice's thousand copies, a login
 * log, an import) touch a few hot pages rather than one cold page per row, on SQLite and PostgreSQL alike. 62 random
 * bits per millisecond and counter value keep them unguessable; the creation time they carry is on the row anyway.
 */
export function newId(): string {
  return formatV7(nextTick(Date.now()), nextRandomBytes());
}

/** Random bytes are drawn 4 kB at a time, as randomUUID does: one getrandom call per 512 ids, not one per id. */
const POOL_BYTES = 4096;
const ID_RANDOM_BYTES = 8;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function nextRandomBytes(): number {
  if (poolOffset + ID_RANDOM_BYTES > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const start = poolOffset;
  poolOffset += ID_RANDOM_BYTES;
  return start;
}

const COUNTER_LIMIT = 0x1000;
let lastMs = 0;
let counter = 0;

export interface IdTick {
  ms: number;
  counter: number;
}

/** Milliseconds and counter for the next id: the counter orders ids of one millisecond; if it runs out, time moves on. */
export function nextTick(now: number): IdTick {
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

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The time part of the ids of the current millisecond, made once per millisecond (hex of a double is slow in V8). */
let timeTextMs = -1;
let timeText = '';

/** `tttttttt-tttt-7ccc-vrrr-rrrrrrrrrrrr` from the tick and the 8 pool bytes at `at` (variant bits 10 set here). */
function formatV7(tick: IdTick, at: number): string {
  if (tick.ms !== timeTextMs) {
    const time = tick.ms.toString(16).padStart(12, '0');
    timeText = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    timeTextMs = tick.ms;
  }
  const b = (i: number) => HEX[pool[at + i]!]!;
  const counterText = HEX[tick.counter >> 8]!.slice(1) + HEX[tick.counter & 0xff]!;
  const variant = HEX[(pool[at]! & 0x3f) | 0x80]!;
  return `${timeText}${counterText}-${variant}${b(1)}-${b(2)}${b(3)}${b(4)}${b(5)}${b(6)}${b(7)}`;
}

/**
 * The smallest id a row made at `ms` can have (and above every id made before): ids sort by their creation time, so
 * a time range over rows keyed by newId is a range of their primary key.
 */
export function idFloorAt(ms: number): string {
  const time = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-0000-0000-000000000000`;
}

/** A stable id derived from a name, so nodes synced at every start keep the same id across databases. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
