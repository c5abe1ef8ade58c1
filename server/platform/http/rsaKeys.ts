/**
 * The server's RSA key pair (2048 bits), generated on first start and kept in the data folder, so encrypted
 * requests from pages loaded before a restart still decrypt.
 */
import { constants, createHmac, generateKeyPairSync, privateDecrypt, type KeyObject, createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unpadPkcs1Type2 } from './pkcs1.js';

export const PRIVATE_KEY_FILE = 'rsa-private.pem';

export interface RsaKeys {
  publicKeyPem: string;
  /**
   * A secret for `purpose`, derived from the private key: the same on every instance sharing the data folder, so
   * what one instance signs another can check (hub negotiation tokens).
   */
  secretFor(purpose: string): Buffer;
  /** Decrypts one base64 PKCS#1 v1.5 block; null on any failure. */
  decryptBlock(base64: string): string | null;
}

export function loadOrCreateRsaKeys(dataDir: string): RsaKeys {
  const file = path.join(dataDir, PRIVATE_KEY_FILE);
  if (!fs.existsSync(file)) writeNewKeyUnlessPresent(file);
  return rsaKeysFrom(createPrivateKey(fs.readFileSync(file, 'utf8')));
}

/**
 * Several instances may share the data folder and start together: the key is written whole to a file of this
 * process and then linked into place, which fails if another instance got there first; its key is used then.
 */
function writeNewKeyUnlessPresent(file: string): void {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

export function rsaKeysFrom(privateKey: KeyObject): RsaKeys {
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const modulusBytes = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  const privateDer = privateKey.export({ type: 'pkcs8', format: 'der' });
  return {
    publicKeyPem,
    secretFor: (purpose) => createHmac('sha256', privateDer).update(purpose).digest(),
    decryptBlock(base64: string): string | null {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
      const cipher = Buffer.from(base64, 'base64');
      if (cipher.length === 0 || cipher.length > modulusBytes) return null;
      // jsencrypt may drop leading zero bytes of the ciphertext; RSA needs the full modulus length.
      const padded = Buffer.concat([Buffer.alloc(modulusBytes - cipher.length), cipher]);
      try {
        const em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, padded);
        const message = unpadPkcs1Type2(em);
        return message ? message.toString('utf8') : null;
      } catch {
        return null;
      }
    },
  };
}
