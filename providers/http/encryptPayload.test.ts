import { describe, expect, it } from 'vitest';
import { decryptBlock, decryptBody, nodeEncryptor, testKeyPair } from '../testing/rsa';
import { encryptPayload, splitIntoChunks } from './encryptPayload';
import { createJsEncryptEncryptor } from './jsEncryptEncryptor';
import { createPublicKeyStore } from './publicKeyStore';

const { publicKey, privateKey } = testKeyPair();

describe('encryptPayload', () => {
  it('encrypts a payload of at most 100 characters as one block', async () => {
    const payload = { PageIndex: 1, PageSize: 10 };
    const body = await encryptPayload(payload, publicKey, nodeEncryptor);
    expect(body).toMatchObject({ isEncrypted: true, isChunked: false });
    expect(body!.encrypted).not.toContain('||');
    expect(decryptBlock(body!.encrypted, privateKey)).toBe(JSON.stringify(payload));
  });

  it('splits a longer payload into 100-character chunks joined by ||', async () => {
    const payload = { PageIndex: 1, PageSize: 10, Condition: { KeyWord: 'x'.repeat(150) } };
    const text = JSON.stringify(payload);
    const body = await encryptPayload(payload, publicKey, nodeEncryptor);
    expect(body!.isChunked).toBe(true);
    const { chunks, text: joined } = decryptBody(body!.encrypted, privateKey);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, text.length - 200]);
    expect(joined).toBe(text);
  });

  it('answers null when a chunk cannot be encrypted (the caller sends plain data)', async () => {
    const failing = { encrypt: (text: string) => (text.includes('坏') ? false : 'ok') };
    expect(await encryptPayload({ a: `${'x'.repeat(120)}坏` }, publicKey, failing)).toBeNull();
    expect(
      await encryptPayload({ a: 1 }, publicKey, {
        encrypt: () => {
          throw new Error('x');
        },
      }),
    ).toBeNull();
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(99)}😀b`;
    const chunks = splitIntoChunks(text, 100);
    expect(chunks).toEqual(['a'.repeat(99), '😀b']);
    expect(chunks.join('')).toBe(text);
  });
});

describe('jsencrypt encryptor (production)', () => {
  it('produces PKCS#1 v1.5 blocks that node:crypto decrypts', async () => {
    const encryptor = createJsEncryptEncryptor();
    const encrypted = await encryptor.encrypt('{"PageIndex":1,"KeyWord":"肿瘤"}', publicKey);
    expect(typeof encrypted).toBe('string');
    expect(decryptBlock(encrypted as string, privateKey)).toBe('{"PageIndex":1,"KeyWord":"肿瘤"}');
  });

  it('refuses a chunk whose UTF-8 bytes exceed the key (100 Chinese characters), which jsencrypt would garble', async () => {
    const encryptor = createJsEncryptEncryptor();
    expect(await encryptor.encrypt('长'.repeat(100), publicKey)).toBe(false);
    const payload = { Condition: { KeyWord: '长'.repeat(120) } };
    expect(await encryptPayload(payload, publicKey, encryptor)).toBeNull();
  });

  it('chunks a long ASCII payload that decrypts back exactly', async () => {
    const payload = { Condition: { KeyWord: 'k'.repeat(250) } };
    const body = await encryptPayload(payload, publicKey, createJsEncryptEncryptor());
    expect(body!.isChunked).toBe(true);
    expect(decryptBody(body!.encrypted, privateKey).text).toBe(JSON.stringify(payload));
  });
});

describe('publicKeyStore', () => {
  it('loads once, shares concurrent loads and ignores failures', async () => {
    const store = createPublicKeyStore();
    let calls = 0;
    const fetchKey = async () => {
      calls += 1;
      return publicKey;
    };
    const [a, b] = await Promise.all([store.load(fetchKey), store.load(fetchKey)]);
    expect(a).toBe(publicKey.trim());
    expect(b).toBe(publicKey.trim());
    expect(calls).toBe(1);
    expect(await store.load(fetchKey)).toBe(publicKey.trim());
    expect(calls).toBe(1);

    const failing = createPublicKeyStore();
    expect(await failing.load(() => Promise.reject(new Error('down')))).toBeNull();
    expect(failing.get()).toBeNull();
    expect(failing.attempted).toBe(true);
  });
});
