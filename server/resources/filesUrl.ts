/**
 * FILES_URL, where uploaded files are kept (README, settings):
 *   (unset)                                   DATA_DIR/files on this machine
 *   s3://KEY:SECRET@host[:port]/bucket[/prefix][?region=REGION]       an S3-compatible bucket over HTTPS
 *   s3+http://KEY:SECRET@host[:port]/bucket[/prefix][?region=REGION]  the same over plain HTTP (a bucket on the LAN)
 * KEY and SECRET are URL-encoded; the region defaults to us-east-1 (what MinIO and most S3-compatible stores accept).
 * Objects are addressed path-style (https://host/bucket/key), which every S3-compatible store understands.
 */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const FILES_URL_FORMAT = 'FILES_URL 格式应为 s3://密钥ID:密钥@主机[:端口]/存储桶[/前缀] 或 s3+http://…';

/** null for the disk store; the S3 settings otherwise. A malformed value is an error naming the expected format. */
export function parseFilesUrl(value: string | undefined): S3Settings | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(FILES_URL_FORMAT);
  }
  const scheme = url.protocol === 's3:' ? 'https' : url.protocol === 's3+http:' ? 'http' : null;
  const [bucket, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
  if (!scheme || !url.hostname || !bucket || !url.username || !url.password) throw new Error(FILES_URL_FORMAT);
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket: decodeURIComponent(bucket),
    prefix: rest.map((segment) => `${decodeURIComponent(segment)}/`).join(''),
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
