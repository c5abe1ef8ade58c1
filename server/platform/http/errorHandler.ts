/**
 * One error shape for every route: status + `{Message}`. Unexpected errors answer the generic message and are
 * logged with the request id, so the cause never reaches the caller.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contract/index.js';
import { HttpError } from './httpError.js';

/** Messages for errors Fastify and its plugins raise themselves. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return '上传内容超过大小限制';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求数据格式错误';
    default:
      return error.statusCode === 429 ? '请求过于频繁,请稍后再试' : '请求无效';
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ Message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ Message: frameworkMessage(error) });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ Message: MESSAGES.generic500 });
  });
}
