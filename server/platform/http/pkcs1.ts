/**
 * PKCS#1 v1.5 (type 2) unpadding done by hand: Node 20 refuses that padding in privateDecrypt (CVE-2023-46809),
 * so the server decrypts with RSA_NO_PADDING and unpads here. The scan touches every byte whatever the input,
 * so timing does not reveal where the padding is wrong.
 */

/** EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M. Returns M, or null when the padding is invalid. */
export function unpadPkcs1Type2(em: Uint8Array): Buffer | null {
  const length = em.length;
  if (length < 11) return null;
  let bad = (em[0] ^ 0x00) | (em[1] ^ 0x02);
  let separator = 0; // index of the first zero byte after the header; 0 = not found yet
  for (let i = 2; i < length; i++) {
    const isZero = ((em[i] - 1) >>> 31) & 1; // 1 when em[i] === 0, without branching on the secret
    const notFoundYet = ((separator - 1) >>> 31) & 1; // 1 while separator === 0
    separator |= i * (isZero & notFoundYet);
  }
  bad |= ((separator - 1) >>> 31) & 1; // no separator at all
  bad |= ((separator - 10) >>> 31) & 1; // fewer than 8 padding bytes (separator must be ≥ 10)
  if (bad !== 0) return null;
  return Buffer.from(em.subarray(separator + 1));
}
