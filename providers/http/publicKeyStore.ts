import type { PublicKeyStore } from './types';

/**
 * Holds the RSA public key of `GET /api/account/PublicKey` (a JSON string with a PEM). Loading failures are
 * ignored: without a key list bodies are simply sent plain.
 */
export function createPublicKeyStore(initial: string | null = null): PublicKeyStore {
  let key: string | null = initial;
  let attempted = initial !== null;
  let pending: Promise<string | null> | undefined;

  return {
    get: () => key,
    set(pem) {
      key = pem;
      attempted = true;
    },
    get attempted() {
      return attempted;
    },
    load(fetchKey) {
      if (key !== null) return Promise.resolve(key);
      pending ??= fetchKey()
        .then((answer) => {
          key = typeof answer === 'string' && answer.trim() !== '' ? answer.trim() : null;
          return key;
        })
        .catch(() => null)
        .finally(() => {
          attempted = true;
          pending = undefined;
        });
      return pending;
    },
  };
}
