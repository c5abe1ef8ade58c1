/**
 * The server's RSA key pair (2048 bits), generated on first start and kept in the database (ServerSecret), so
 * encrypted requests from pages loaded before a restart still decrypt, and every instance sharing the database —
 * each with a data folder of its own when files live in a bucket (FILES_URL) — decrypts what the page encrypted for
 * another and checks the hub tokens another signed. A key an earlier version kept in the data folder is moved into
 * the database as it is, so pages open across the upgrade go on working.
 */
import { constants, createHmac, generateKeyPairSync, privateDecrypt, type KeyObject, createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.js';
import { unpadPkcs1Type2 } from './pkcs1.js';

/** Where an earlier version kept the key: the data folder. */
export const PRIVATE_KEY_FILE = 'rsa-private.pem';
const SECRET_ID = 'rsa-private-key';

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

/**
 * The key in the database, else the data folder's (moved in), else a new one. Instances starting together each offer
 * theirs and all keep the one stored first.
 */
export async function loadOrCreateRsaKeys(db: Db, dataDir: string): Promise<RsaKeys> {
  const stored = async () => (await db.selectFrom('ServerSecret').select('Value').where('Id', '=', SECRET_ID).executeTakeFirst())?.Value;
  let pem = await stored();
  if (pem === undefined) {
    const file = path.join(dataDir, PRIVATE_KEY_FILE);
    const offered = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db
      .insertInto('ServerSecret')
      .values({ Id: SECRET_ID, Value: offered })
      .onConflict((oc) => oc.column('Id').doNothing())
      .execute();
    pem = await stored();
    if (pem === undefined) throw new Error('ServerSecret: the RSA key offered was not stored');
  }
  return rsaKeysFrom(createPrivateKey(pem));
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
