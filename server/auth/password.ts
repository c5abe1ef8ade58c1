/**
 * Password hashing (scrypt, salted, constant-time compare). The strength rule is the rule catalogue's (core/rules).
 * The cost is today's recommendation, N = 2^17, r = 8, p = 1 (issue 12 item 16); a hash made at a lower cost is
 * made again at the next successful login (`needsRehash`). The cost is a setting (PASSWORD_HASH_COST, log2 N) only
 * so that test servers, which log in hundreds of times, can hash cheaply.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 N of today's recommendation. */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** The lowest log2 N a deployment may configure (the former default). Only tests go below it, through ServerOptions. */
export const MIN_PASSWORD_HASH_COST = 14;
/** Above this one hash needs gigabytes: a typo in the setting, not a policy. */
export const MAX_PASSWORD_HASH_COST = 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

/** scrypt needs about 128·N·r bytes; Node refuses anything above `maxmem` (32 MB by default, too small for N = 2^17). */
const maxmemFor = (n: number, r: number): number => 256 * n * r;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface StoredHash { n: number; r: number; p: number; salt: Buffer; hash: Buffer }

/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can change without breaking old hashes. */
function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { n, r, p, salt: Buffer.from(parts[4], 'base64'), hash: Buffer.from(parts[5], 'base64') };
}

export class PasswordHasher {
  private readonly n: number;
  private dummyHash: Promise<string> | null = null;

  /** `log2N` is checked by whoever reads the setting (readPasswordHashCost); here any sane integer is taken. */
  constructor(readonly log2N: number = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(log2N) || log2N < 1 || log2N > MAX_PASSWORD_HASH_COST) throw new Error(`scrypt cost 2^${log2N} out of range`);
    this.n = 2 ** log2N;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, { N: this.n, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(this.n, BLOCK_SIZE) });
    return ['scrypt', this.n, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Verifies at the cost stored in the hash, whatever today's cost is. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseStoredHash(stored);
    if (!parsed || parsed.n > 2 ** MAX_PASSWORD_HASH_COST) return false;
    const key = await scrypt(password, parsed.salt, { N: parsed.n, r: parsed.r, p: parsed.p, maxmem: maxmemFor(parsed.n, parsed.r) }).catch(() => null);
    return key !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
  }

  /** True for a hash made cheaper than today's cost: it is made again once the password is known (at login). */
  needsRehash(stored: string): boolean {
    const parsed = parseStoredHash(stored);
    return !parsed || parsed.n < this.n || parsed.r < BLOCK_SIZE || parsed.p < PARALLELISM;
  }

  /** A hash of nothing in particular, verified when the account does not exist, so timing does not tell. */
  dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(12).toString('hex'));
    return this.dummyHash;
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
