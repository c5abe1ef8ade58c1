/**
 * One error shape for every route: status + `{Message}`. What the caller sent wrong answers 4xx in Chinese — also the
 * errors Fastify and its plugins raise themselves, never 500 (SH-HTTP-3). Unexpected errors answer the generic
 * message and are logged with the request id, so the cause never reaches the caller.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contract/index.js';
import { HttpError } from './httpError.js';

export const BODY_TOO_LARGE = '上传内容超过大小限制';
export const UNSUPPORTED_CONTENT_TYPE = '不支持的请求内容类型';
export const MALFORMED_BODY = '请求数据格式错误';
// The upload routes answer their own, more precise messages (server/resources/uploadMessages.ts); this is for the rest.
export const MALFORMED_UPLOAD = '上传内容格式错误';
export const TOO_MANY_REQUESTS = '请求过于频繁,请稍后再试';
export const INVALID_REQUEST = '请求无效';

interface CallerError {
  status: number;
  message: string;
}

/** Fastify's and @fastify/multipart's codes for a request that cannot be read. */
const FRAMEWORK_ERRORS: Record<string, CallerError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: BODY_TOO_LARGE },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: BODY_TOO_LARGE },
  FST_PARTS_LIMIT: { status: 413, message: BODY_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, message: BODY_TOO_LARGE },
  FST_FIELDS_LIMIT: { status: 413, message: BODY_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: UNSUPPORTED_CONTENT_TYPE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MALFORMED_BODY },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MALFORMED_BODY },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MALFORMED_BODY },
  FST_ERR_CTP_EMPTY_TYPE: { status: 400, message: UNSUPPORTED_CONTENT_TYPE },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: UNSUPPORTED_CONTENT_TYPE },
  FST_PROTO_VIOLATION: { status: 400, message: MALFORMED_UPLOAD },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: MALFORMED_UPLOAD },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: MALFORMED_UPLOAD },
};

/**
 * The multipart parser (busboy) throws plain Errors, without a code or status, for a body it cannot split: no
 * boundary in the Content-Type, a body cut off before its closing boundary, a broken part header.
 */
const MULTIPART_PARSE_ERROR = /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header)/;

export function callerError(error: FastifyError): CallerError | null {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === undefined && MULTIPART_PARSE_ERROR.test(error.message ?? '')) return { status: 400, message: MALFORMED_UPLOAD };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: TOO_MANY_REQUESTS };
  if (status === 413) return { status, message: BODY_TOO_LARGE };
  if (status >= 400 && status < 500) return { status, message: INVALID_REQUEST };
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = callerError(error);
    if (answer) return reply.status(answer.status).send({ Message: answer.message });
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ Message: MESSAGES.generic500 });
  });
}
