/** What the avatar picker accepts before anything is sent (the server checks the bytes again). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return '请上传 PNG、JPG、GIF 或 WebP 格式的图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过2MB';
  if (file.size === 0) return '上传的文件是空的';
  return null;
}
