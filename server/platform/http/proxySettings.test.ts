import { describe, expect, it } from 'vitest';
import { listSetting, trustProxySetting } from './proxySettings.js';

describe('edge settings', () => {
  it('reads TRUST_PROXY as off, on, or the proxies addresses', () => {
    for (const off of [undefined, '', ' false ', '0', 'OFF', 'no']) expect(trustProxySetting(off)).toBe(false);
    for (const on of ['true', '1', 'On', 'yes']) expect(trustProxySetting(on)).toBe(true);
    expect(trustProxySetting(' 127.0.0.1,10.0.0.0/8 ')).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('reads ALLOWED_ORIGINS as a list', () => {
    expect(listSetting(undefined)).toEqual([]);
    expect(listSetting(' https://a.example , ,https://b.example')).toEqual(['https://a.example', 'https://b.example']);
  });
});
