import { ENCRYPTION_CHUNK_LENGTH, ENCRYPTION_CHUNK_SEPARATOR, type EncryptedBody } from '../../contract/encryption';
import type { Encryptor } from './types';

/**
 * Encrypts a request payload as the institute's server expects: the JSON text, one RSA block
 * when it is at most 100 characters, otherwise 100-character chunks each encrypted and joined by `||`.
 * Returns null when any chunk cannot be encrypted (e.g. long Chinese text too long for the key): the caller
 * then sends the plain data.
 */
export async function encryptPayload(payload: object, publicKey: string, encryptor: Encryptor): Promise<EncryptedBody | null> {
  const text = JSON.stringify(payload);
  const chunks = splitIntoChunks(text, ENCRYPTION_CHUNK_LENGTH);
  const encryptedChunks: string[] = [];
  for (const chunk of chunks) {
    let encrypted: string | false;
    try {
      encrypted = await encryptor.encrypt(chunk, publicKey);
    } catch {
      return null;
    }
    if (typeof encrypted !== 'string' || encrypted === '') return null;
    encryptedChunks.push(encrypted);
  }
  return {
    encrypted: encryptedChunks.join(ENCRYPTION_CHUNK_SEPARATOR),
    isEncrypted: true,
    isChunked: chunks.length > 1,
  };
}

/**
 * Splits into chunks of `size` UTF-16 units. A chunk never ends between the two halves of a surrogate pair
 * (an emoji): that chunk is one unit shorter, so every chunk is valid text and the server's join is exact.
 */
export function splitIntoChunks(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
