/** What a caller is told about an upload that cannot be taken (DM-FILE-2, SH-CALL-8, SH-CALL-9). */
export const UPLOAD_MESSAGES = {
  notMultipart: '请使用 multipart/form-data 上传文件',
  noBoundary: '上传内容格式错误:缺少分隔符(boundary)',
  malformed: '上传内容格式错误',
  truncated: '上传内容不完整,请重新上传',
  noFile: '没有上传文件',
  emptyFile: '上传的文件是空的',
  tooManyParts: '上传的文件或字段数量超过限制',
  stalled: '上传超时,请检查网络后重新上传',
  clientGone: '上传已中断',
  typeNotAllowed: '不支持的文件类型,仅允许上传文档、表格、演示文稿、图片、文本、压缩包和音视频文件',
} as const;
