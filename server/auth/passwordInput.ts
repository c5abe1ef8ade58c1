/** Password fields arrive RSA-encrypted (jsencrypt, one block) or, when the client could not encrypt, plain. */
import type { RsaKeys } from '../platform/http/rsaKeys.js';

export function readPasswordField(keys: RsaKeys, raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Plain passwords never decrypt: the PKCS#1 padding check rejects them.
  if (raw.length >= 200) return keys.decryptBlock(raw) ?? raw;
  return raw;
}
