/** Test-only RSA helpers: a key pair, a node:crypto encryptor, and the server side of the chunked encryption. */
import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { ENCRYPTION_CHUNK_SEPARATOR } from '../../contract/index';
import type { Encryptor } from '../http/types';

export interface TestKeyPair {
  publicKey: string;
  privateKey: string;
}

let cached: TestKeyPair | undefined;

/** One 2048-bit pair per test process (generating one is slow). */
export function testKeyPair(): TestKeyPair {
  cached ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return cached;
}

/** PKCS#1 v1.5 with node:crypto; `false` when the text does not fit the key (like the production encryptor). */
export const nodeEncryptor: Encryptor = {
  encrypt(plainText, publicKeyPem) {
    try {
      return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plainText, 'utf8')).toString('base64');
    } catch {
      return false;
    }
  },
};

/**
 * Decrypts one base64 block. Node 20 refuses PKCS#1 v1.5 in privateDecrypt (CVE-2023-46809), so: raw RSA
 * (RSA_NO_PADDING), then strip `00 02 <non-zero padding> 00`.
 */
export function decryptBlock(base64: string, privateKey: string): string {
  const raw = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  if (raw[0] !== 0 || raw[1] !== 2) throw new Error('bad PKCS#1 v1.5 block');
  const separator = raw.indexOf(0, 2);
  if (separator < 10) throw new Error('bad PKCS#1 v1.5 padding');
  return raw.subarray(separator + 1).toString('utf8');
}

/** The server's view of an encrypted body: the chunks decrypted and joined. */
export function decryptBody(encrypted: string, privateKey: string): { chunks: string[]; text: string } {
  const chunks = encrypted.split(ENCRYPTION_CHUNK_SEPARATOR).map((block) => decryptBlock(block, privateKey));
  return { chunks, text: chunks.join('') };
}
