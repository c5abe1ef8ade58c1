/**
 * Encrypted request bodies (SH-HTTP-4): `{encrypted, isEncrypted, isChunked}` where `encrypted` is one or
 * several base64 RSA blocks joined by `||`, each the encryption of a ≤100-character slice of the JSON text.
 */
import { ENCRYPTION_CHUNK_SEPARATOR } from '../../../contract/index.js';
import { badRequest, type HttpError } from './httpError.js';
import type { RsaKeys } from './rsaKeys.js';

export const DECRYPTION_FAILED = '请求数据解密失败';

export function isEncryptedBody(body: unknown): body is { encrypted: unknown; isEncrypted: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const flag = (body as Record<string, unknown>).isEncrypted;
  return flag === true || flag === 'true';
}

const decryptionFailed = (): HttpError => badRequest(DECRYPTION_FAILED);

/** The original body, or a uniform 400 whatever went wrong (no oracle about which block or why). */
export function decryptBody(body: { encrypted: unknown }, keys: RsaKeys): unknown {
  if (typeof body.encrypted !== 'string' || body.encrypted === '') throw decryptionFailed();
  const blocks = body.encrypted.split(ENCRYPTION_CHUNK_SEPARATOR);
  if (blocks.length > 2000) throw decryptionFailed();
  let text = '';
  for (const block of blocks) {
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
