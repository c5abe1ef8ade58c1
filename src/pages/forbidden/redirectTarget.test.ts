import { describe, expect, it } from 'vitest';
import { redirectTargetOf, reloginPath } from './redirectTarget';

describe('the /405 redirect target', () => {
  it('is the refused in-app address', () => {
    expect(redirectTargetOf('?redirect=%2Fuser%2Flist%3Fq%3D1')).toBe('/user/list?q=1');
  });

  it('ignores other sites and missing values', () => {
    expect(redirectTargetOf('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(redirectTargetOf('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTargetOf('')).toBeNull();
  });

  it('is carried to the login page', () => {
    expect(reloginPath('/user/list')).toBe('/login?redirect=%2Fuser%2Flist');
    expect(reloginPath(null)).toBe('/login');
  });
});
