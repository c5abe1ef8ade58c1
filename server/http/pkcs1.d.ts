/**
 * PKCS#1 v1.5 (type 2) unpadding done by hand: Node 20 refuses that padding in privateDecrypt (CVE-2023-46809),
 * so the server decrypts with RSA_NO_PADDING and unpads here. The scan touches every byte whatever the input,
 * so timing does not reveal where the padding is wrong.
 */
/** EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M. Returns M, or null when the padding is invalid. */
export declare function unpadPkcs1Type2(em: Uint8Array): Buffer | null;
