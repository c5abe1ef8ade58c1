/**
 * Password hashing (scrypt, salted, constant-time compare). The strength rule is the rule catalogue's (core/rules).
 * The cost is today's recommendation, N = 2^17, r = 8, p = 1 (D-SEC-2); a hash made at a lower cost is
 * made again at the next successful login (`needsRehash`). The cost is a setting (PASSWORD_HASH_COST, log2 N) only
 * so that test servers, which log in hundreds of times, can hash cheaply.
 *
 * Every hash runs on the hashing pool's own threads, a few at a time, with a bounded queue (hashing/scryptPool.ts):
 * a flood of logins can neither take the threads file reads use nor all memory, and what the queue cannot take is
 * answered at once with a 429 (PASSWORD_HASHING_BUSY), never left to wait without end.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../platform/http/httpError.js';
import { GateClosedError, GateFullError } from '../platform/concurrencyGate.js';
import { ScryptRefusedError, startScryptPool, type ScryptPool } from './hashing/scryptPool.js';

/** log2 N of today's recommendation. */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** The lowest log2 N a deployment may configure (the former default). Only tests go below it, through ServerOptions. */
export const MIN_PASSWORD_HASH_COST = 14;
/** Above this one hash needs gigabytes: a typo in the setting, not a policy. */
export const MAX_PASSWORD_HASH_COST = 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * The answer to a login, registration or password change the hashing queue cannot take now: a 429, not a 503, which
 * the app reads as 系统正在更新.
 */
export const PASSWORD_HASHING_BUSY = '登录人数较多,请稍后再试';

export class HashingBusyError extends HttpError {
  constructor() {
    super(429, PASSWORD_HASHING_BUSY);
  }
}

/** scrypt needs about 128·N·r bytes; Node refuses anything above `maxmem` (32 MB by default, too small for N = 2^17). */
const maxmemFor = (n: number, r: number): number => 256 * n * r;

interface StoredHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can change without breaking old hashes. */
function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { n, r, p, salt: Buffer.from(parts[4], 'base64'), hash: Buffer.from(parts[5], 'base64') };
}

const formatHash = (n: number, salt: Buffer, key: Buffer): string =>
  ['scrypt', n, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');

export class PasswordHasher {
  private readonly n: number;
  private readonly pool: ScryptPool;
  /** A hash of nothing, of today's cost, made without hashing: verifying against it costs what a real one does. */
  private readonly dummyHash: string;

  /** `log2N` is checked by whoever reads the setting (readPasswordHashCost); here any sane integer is taken. */
  constructor(readonly log2N: number = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(log2N) || log2N < 1 || log2N > MAX_PASSWORD_HASH_COST) throw new Error(`scrypt cost 2^${log2N} out of range`);
    this.n = 2 ** log2N;
    this.pool = startScryptPool();
    this.dummyHash = formatHash(this.n, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));
  }

  /** True when a hash asked for now would be refused as busy: an attempt can be refused before it is counted. */
  get busy(): boolean {
    return this.pool.full;
  }

  /** Rejects with HashingBusyError (a 429) when the hashing queue is full. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await this.derive(password, salt, this.n, BLOCK_SIZE, PARALLELISM);
    return formatHash(this.n, salt, key);
  }

  /** Verifies at the cost stored in the hash, whatever today's cost is. Rejects with HashingBusyError when busy. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseStoredHash(stored);
    if (!parsed || parsed.n > 2 ** MAX_PASSWORD_HASH_COST) return false;
    const key = await this.derive(password, parsed.salt, parsed.n, parsed.r, parsed.p).catch((error: unknown) => {
      // A stored hash scrypt cannot take (a damaged row) verifies nothing; busy and the rest are the caller's.
      if (error instanceof ScryptRefusedError) return null;
      throw error;
    });
    return key !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
  }

  /** True for a hash made cheaper than today's cost: it is made again once the password is known (at login). */
  needsRehash(stored: string): boolean {
    const parsed = parseStoredHash(stored);
    return !parsed || parsed.n < this.n || parsed.r < BLOCK_SIZE || parsed.p < PARALLELISM;
  }

  /** Verified when the account does not exist: one hash of today's cost through the same queue, so timing does not tell. */
  dummyPasswordHash(): string {
    return this.dummyHash;
  }

  /** Ends the hashing threads (the server's close); a hash asked for afterwards fails. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
    try {
      return await this.pool.derive({ password, salt, keyLength: KEY_LENGTH, n, r, p, maxmem: maxmemFor(n, r) });
    } catch (error) {
      // Closed: the server is stopping; the caller may try again as when busy (another instance, or after the restart).
      throw error instanceof GateFullError || error instanceof GateClosedError ? new HashingBusyError() : error;
    }
  }
}

/** PASSWORD_HASH_COST (log2 N): default 17, at least 14. A bad value stops the start with a clear message. */
export function readPasswordHashCost(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) {
    throw new Error(`PASSWORD_HASH_COST 应为 ${MIN_PASSWORD_HASH_COST} 到 ${MAX_PASSWORD_HASH_COST} 之间的整数(当前为 ${raw})`);
  }
  return cost;
}
