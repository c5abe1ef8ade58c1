/** Reading the HTTP edge's settings from the environment (README, settings table). */

/**
 * TRUST_PROXY: unset, empty, `false`, `0`, `off` or `no` → off (X-Forwarded-* ignored); `true`, `1`, `on` or `yes` →
 * every proxy is believed; anything else is the proxies' addresses or subnets, comma-separated
 * (`127.0.0.1,10.0.0.0/8`, or `loopback`), as Fastify's trustProxy takes them.
 */
export function trustProxySetting(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  if (['', 'false', '0', 'off', 'no'].includes(lower)) return false;
  if (['true', '1', 'on', 'yes'].includes(lower)) return true;
  return text;
}

/** A comma-separated list (ALLOWED_ORIGINS), blanks dropped. */
export function listSetting(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
