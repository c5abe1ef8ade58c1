import { describe, expect, it } from 'vitest';
import { parseManifest } from './packageManifest.js';

const hash = 'a'.repeat(64);

describe('manifest.json', () => {
  it('reads the version and the files with their hashes', () => {
    const manifest = parseManifest(JSON.stringify({ version: '1.4.0', files: { 'index.html': hash, 'assets/app.js': hash.toUpperCase() } }));
    expect(manifest?.version).toBe('1.4.0');
    expect([...(manifest?.files ?? [])]).toEqual([
      ['index.html', hash],
      ['assets/app.js', hash],
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'null',
      '[]',
      '{"version":"1"}',
      JSON.stringify({ version: '1 0', files: { a: hash } }),
      JSON.stringify({ version: '1', files: {} }),
      JSON.stringify({ version: '1', files: { a: 'xyz' } }),
      JSON.stringify({ version: 1, files: { a: hash } }),
    ]) {
      expect(parseManifest(bad)).toBeNull();
    }
  });
});
