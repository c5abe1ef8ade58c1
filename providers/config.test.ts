import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiBaseUrl } from './config';

describe('getApiBaseUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is same-origin without a browser or configuration', () => {
    expect(getApiBaseUrl()).toBe('');
    vi.stubGlobal('window', {});
    expect(getApiBaseUrl()).toBe('');
  });

  it('reads window.__APP_CONFIG__.apiBaseUrl at run time, without a trailing slash', () => {
    vi.stubGlobal('window', { __APP_CONFIG__: { apiBaseUrl: 'https://ky.example.org/' } });
    expect(getApiBaseUrl()).toBe('https://ky.example.org');
  });
});
