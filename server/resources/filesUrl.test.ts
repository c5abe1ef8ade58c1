import { describe, expect, it } from 'vitest';
import { FILES_URL_FORMAT, parseFilesUrl } from './filesUrl.js';

describe('FILES_URL', () => {
  it('means the disk when unset', () => {
    expect(parseFilesUrl(undefined)).toBeNull();
    expect(parseFilesUrl(' ')).toBeNull();
  });

  it('reads an S3 bucket over HTTPS or plain HTTP, with an optional prefix and region', () => {
    expect(parseFilesUrl('s3://AK%2B1:s%2Fecret@minio.local:9000/files/app1?region=cn-north-1')).toEqual({
      endpoint: 'https://minio.local:9000',
      bucket: 'files',
      prefix: 'app1/',
      region: 'cn-north-1',
      accessKeyId: 'AK+1',
      secretAccessKey: 's/ecret',
    });
    expect(parseFilesUrl('s3+http://k:s@127.0.0.1:4568/b')).toMatchObject({ endpoint: 'http://127.0.0.1:4568', bucket: 'b', prefix: '', region: 'us-east-1' });
  });

  it('refuses anything else with the expected format', () => {
    for (const bad of ['files', 'http://k:s@h/b', 's3://h/b', 's3://k:s@h', 's3://k:s@h/']) {
      expect(() => parseFilesUrl(bad)).toThrow(FILES_URL_FORMAT);
    }
  });
});
