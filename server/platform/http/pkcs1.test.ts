import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBody, DECRYPTION_FAILED, isEncryptedBody } from './decryptBody.js';
import { HttpError } from './httpError.js';
import { unpadPkcs1Type2 } from './pkcs1.js';
import { rsaKeysFrom } from './rsaKeys.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = rsaKeysFrom(privateKey);
const encrypt = (text: string): string => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');

describe('unpadPkcs1Type2', () => {
  it('returns the message of a well-formed block', () => {
    const em = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(8, 7), Buffer.from([0]), Buffer.from('hi')]);
    expect(unpadPkcs1Type2(em)?.toString()).toBe('hi');
    const empty = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(9, 1), Buffer.from([0])]);
    expect(unpadPkcs1Type2(empty)?.length).toBe(0);
  });

  it('rejects wrong header, short padding and a missing separator', () => {
    expect(unpadPkcs1Type2(Buffer.concat([Buffer.from([0, 1]), Buffer.alloc(8, 7), Buffer.from([0, 65])]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.concat([Buffer.from([1, 2]), Buffer.alloc(8, 7), Buffer.from([0, 65])]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(7, 7), Buffer.from([0, 65, 66])]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(20, 7)]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.from([0, 2, 0]))).toBeNull();
  });
});

describe('RSA decryption (what jsencrypt sends)', () => {
  it('decrypts blocks made by publicEncrypt with PKCS#1 v1.5 padding', () => {
    expect(keys.decryptBlock(encrypt('Staff@2026'))).toBe('Staff@2026');
    expect(keys.decryptBlock(encrypt('中文密码1!'))).toBe('中文密码1!');
  });

  it('answers null for garbage, truncated blocks and wrong keys', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = publicEncrypt({ key: other.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('x')).toString('base64');
    expect(keys.decryptBlock(foreign)).toBeNull();
    expect(keys.decryptBlock('not base64!')).toBeNull();
    expect(keys.decryptBlock(Buffer.alloc(300, 1).toString('base64'))).toBeNull();
    expect(keys.decryptBlock('plainpassword')).toBeNull();
  });

  it('joins chunked bodies (100-character slices, ||) back into the original object', async () => {
    const original = { PageIndex: 1, PageSize: 10, Condition: { KeyWord: 'heart', Filters: [{ Name: 'Title', Compare: '$', Value: 'x'.repeat(150) }] } };
    const json = JSON.stringify(original);
    const chunks: string[] = [];
    for (let i = 0; i < json.length; i += 100) chunks.push(encrypt(json.slice(i, i + 100)));
    const body = { encrypted: chunks.join('||'), isEncrypted: 'true', isChunked: true };
    expect(isEncryptedBody(body)).toBe(true);
    expect(await decryptBody(body, keys)).toEqual(original);
  });

  it('fails every way with the same 400 message', async () => {
    const failures = [
      { encrypted: '' },
      { encrypted: 'abc||def' },
      { encrypted: `${encrypt('{"a":')}||xyz` },
      { encrypted: encrypt('{not json') },
      { encrypted: 5 },
    ];
    for (const body of failures) {
      try {
        await decryptBody(body, keys);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(400);
        expect((error as HttpError).message).toBe(DECRYPTION_FAILED);
      }
    }
  });
});
