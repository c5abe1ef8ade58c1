/**
 * The server's RSA key pair (2048 bits), generated on first start and kept in the data folder, so encrypted
 * requests from pages loaded before a restart still decrypt.
 */
import { type KeyObject } from 'node:crypto';
export declare const PRIVATE_KEY_FILE = "rsa-private.pem";
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
export declare function loadOrCreateRsaKeys(dataDir: string): RsaKeys;
export declare function rsaKeysFrom(privateKey: KeyObject): RsaKeys;
