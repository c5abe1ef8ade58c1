import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatarFile';

describe('the avatar picker', () => {
  it('accepts small images', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
  });
  it('refuses other types, large and empty files', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe('请上传 PNG、JPG、GIF 或 WebP 格式的图片');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('头像图片不能超过2MB');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 0 })).toBe('上传的文件是空的');
  });
});
