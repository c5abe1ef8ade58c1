/** Encrypted list bodies: the payload split into RSA blocks (docs/requirements.md, HTTP layer). */

/** The body of an encrypted list request (SH-HTTP-3, SH-HTTP-4). */
export interface EncryptedBody {
  encrypted: string;
  isEncrypted: true;
  isChunked: boolean;
}

export const ENCRYPTION_CHUNK_LENGTH = 100;
export const ENCRYPTION_CHUNK_SEPARATOR = '||';
