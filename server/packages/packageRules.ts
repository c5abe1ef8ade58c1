/**
 * What an update package may be (D-FILE-4): a zip of at most 50 MB whose unpacked files stay small and few, none
 * a link or outside the package folder, and none compressed suspiciously well (a zip bomb). The messages are what
 * the administrator sees.
 */
import { MESSAGES } from '../../contract/index.js';

export const PACKAGE_LIMITS = {
  maxUploadBytes: 50 * 1024 * 1024,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxEntries: 5000,
  /** Unpacked : packed of one entry; minified code and images stay far below, a zip bomb far above. */
  maxRatio: 100,
  /** Below this size an entry's ratio says nothing (a short file of spaces compresses very well). */
  ratioFloorBytes: 64 * 1024,
  maxManifestBytes: 1024 * 1024,
} as const;

export const MANIFEST_FILE = 'manifest.json';
export const INDEX_FILE = 'index.html';

export const PACKAGE_MESSAGES = {
  wrongType: '更新包仅支持 zip 格式',
  tooLarge: '更新包不能超过50MB',
  notZip: '更新包不是有效的 zip 文件',
  unpackedTooLarge: '更新包解压后超过200MB,已拒绝',
  bomb: '更新包压缩比异常(疑似压缩炸弹),已拒绝',
  tooManyEntries: '更新包文件数量超过5000个,已拒绝',
  badPath: (name: string) => `更新包含有非法路径:${name}`,
  link: (name: string) => `更新包不能包含链接文件:${name}`,
  encrypted: '更新包不能加密',
  noManifest: '更新包缺少 manifest.json',
  noIndex: '更新包缺少 index.html',
  badManifest: 'manifest.json 格式错误:应包含 version 和 files(文件路径到 SHA-256 的对照)',
  unlisted: (name: string) => `更新包中的文件未在 manifest.json 中列出:${name}`,
  missing: (name: string) => `manifest.json 列出的文件不在更新包中:${name}`,
  hashMismatch: (name: string) => `文件校验失败:${name}`,
  updating: MESSAGES.updating,
  busy: '另一个更新正在进行,请稍后重试',
  noPrevious: '没有可回滚的上一版本',
} as const;
