/**
 * The document's own wording in Chinese: an answer a route leaves undescribed gets the generator's English default,
 * which the reference page would show as it is.
 */
const GENERATED_DESCRIPTION = 'Default Response';

const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': '成功',
  '201': '已创建',
  '204': '成功,无内容',
  '400': '请求有误',
  '401': '未登录',
  '403': '权限不足',
  '404': '不存在',
  '409': '冲突',
  '413': '内容过大',
  '429': '请求过多',
  '2XX': '成功',
};

type Json = Record<string, unknown>;

export function localisedDocument<Document extends object>(document: Document): Document {
  const paths = (document as Json).paths as Record<string, Record<string, Json>> | undefined;
  for (const item of Object.values(paths ?? {})) {
    for (const operation of Object.values(item)) {
      const responses = operation.responses as Record<string, Json> | undefined;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (response.description === GENERATED_DESCRIPTION || !response.description) response.description = STATUS_DESCRIPTIONS[status] ?? '应答';
      }
    }
  }
  return document;
}
