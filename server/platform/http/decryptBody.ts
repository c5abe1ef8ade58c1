/**
 * Encrypted request bodies (SH-HTTP-4): `{encrypted, isEncrypted, isChunked}` where `encrypted` is one or
 * several base64 RSA blocks joined by `||`, each the encryption of a ≤100-character slice of the JSON text.
 */
import { ENCRYPTION_CHUNK_LENGTH, ENCRYPTION_CHUNK_SEPARATOR, MAX_IN_VALUES } from '../../../contract/index.js';
import { badRequest, type HttpError } from './httpError.js';
import type { RsaKeys } from './rsaKeys.js';

export const DECRYPTION_FAILED = '请求数据解密失败';
export const ENCRYPTED_BODY_TOO_LONG = '加密的请求数据过长';

/**
 * The most blocks one body may have. The biggest PagePara the app sends is Refine's getMany for a page of related
 * rows: MAX_IN_VALUES (1,000) ids of 36 characters and a comma ≈ 37,000 characters of JSON ≈ 371 chunks of
 * ENCRYPTION_CHUNK_LENGTH (100). 400 covers that with the rest of the PagePara; more cannot be a real PagePara,
 * and each block costs CPU time, so the cap bounds the decryption one body can ask for.
 */
export const MAX_ENCRYPTED_CHUNKS = Math.ceil((MAX_IN_VALUES * 37 + 3000) / ENCRYPTION_CHUNK_LENGTH);

export function isEncryptedBody(body: unknown): body is { encrypted: unknown; isEncrypted: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const flag = (body as Record<string, unknown>).isEncrypted;
  return flag === true || flag === 'true';
}

const decryptionFailed = (): HttpError => badRequest(DECRYPTION_FAILED);

/** Lets other requests run between two blocks: a long body is decrypted beside them, not in front of them. */
const yieldToOtherRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The original body, or a uniform 400 whatever went wrong (no oracle about which block or why). */
export async function decryptBody(body: { encrypted: unknown }, keys: RsaKeys): Promise<unknown> {
  if (typeof body.encrypted !== 'string' || body.encrypted === '') throw decryptionFailed();
  const blocks = body.encrypted.split(ENCRYPTION_CHUNK_SEPARATOR, MAX_ENCRYPTED_CHUNKS + 1);
  if (blocks.length > MAX_ENCRYPTED_CHUNKS) throw badRequest(ENCRYPTED_BODY_TOO_LONG);
  let text = '';
  for (const [index, block] of blocks.entries()) {
    if (index > 0) await yieldToOtherRequests();
    const part = keys.decryptBlock(block.trim());
    if (part === null) throw decryptionFailed();
    text += part;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw decryptionFailed();
  }
}
