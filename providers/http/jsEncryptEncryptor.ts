import type { Encryptor } from './types';

/** The slice of jsencrypt we use, typed here so the library can be imported lazily. */
interface JsEncryptInstance {
  setPublicKey(pem: string): void;
  encrypt(text: string): string | false;
  getKey(): object;
}
type JsEncryptConstructor = new () => JsEncryptInstance;

/** PKCS#1 v1.5 needs 11 bytes of padding in every block. */
const PKCS1_PADDING_BYTES = 11;

/**
 * The production encryptor: jsencrypt (RSA PKCS#1 v1.5, as the institute's server expects), imported on first use
 * so it does not weigh on start-up.
 *
 * jsencrypt checks a block's length in characters, not UTF-8 bytes: 100 Chinese characters (300 bytes) pass its
 * check and are silently truncated into a block the server cannot decrypt. We check the byte length against the
 * key size ourselves and answer `false` (→ the caller sends plain data).
 */
export function createJsEncryptEncryptor(loadLibrary: () => Promise<JsEncryptConstructor> = loadJsEncrypt): Encryptor {
  let library: Promise<JsEncryptConstructor> | undefined;
  const instances = new Map<string, { rsa: JsEncryptInstance; maxBytes: number }>();

  const load = () => (library ??= loadLibrary());
  return {
    prepare() {
      load().catch(() => undefined);
    },
    async encrypt(plainText, publicKeyPem) {
      const JSEncrypt = await load();
      let entry = instances.get(publicKeyPem);
      if (!entry) {
        const rsa = new JSEncrypt();
        rsa.setPublicKey(publicKeyPem);
        entry = { rsa, maxBytes: modulusBytes(rsa) - PKCS1_PADDING_BYTES };
        instances.set(publicKeyPem, entry);
      }
      if (new TextEncoder().encode(plainText).length > entry.maxBytes) return false;
      return entry.rsa.encrypt(plainText);
    },
  };
}

async function loadJsEncrypt(): Promise<JsEncryptConstructor> {
  const module = await import('jsencrypt');
  return (module.JSEncrypt ?? module.default) as unknown as JsEncryptConstructor;
}

/** Size of the key's modulus in bytes (0 when no valid key was set, so every text is refused). */
function modulusBytes(rsa: JsEncryptInstance): number {
  const key = rsa.getKey() as { n?: { bitLength?: () => number } };
  const bits = typeof key.n?.bitLength === 'function' ? key.n.bitLength() : 0;
  return Math.ceil(bits / 8);
}
