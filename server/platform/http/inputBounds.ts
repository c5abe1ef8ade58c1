/**
 * Shape bounds every parsed input meets before a route sees it (SH-HTTP-3): nesting at most MAX_INPUT_DEPTH deep
 * (deeper input overflows the stack of any recursive reader: a 500 instead of a 400), and no NUL character
 * (PostgreSQL refuses \u0000 in text, so a NUL in a login name or a title would answer 500 there).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpError.js';

/** Far deeper than any body the app sends (a PagePara is 4 levels, a record with its sub-tables 3). */
export const MAX_INPUT_DEPTH = 32;
export const INPUT_TOO_DEEP = '请求数据层级过深';
export const INPUT_HAS_NUL = '请求数据包含无效字符';

const hasNul = (text: string): boolean => text.includes('\u0000');

/** Walks the value without recursion (a hostile depth must not overflow this check either). */
export function checkInputShape(value: unknown): void {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) throw badRequest(INPUT_HAS_NUL);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw badRequest(INPUT_TOO_DEEP);
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasNul(key)) throw badRequest(INPUT_HAS_NUL);
      pending.push({ value: item, depth: depth + 1 });
    }
  }
}

/** Body, query string and path parameters of every route; a decrypted body is checked where it is decrypted. */
export function installInputBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkInputShape(request.params);
    checkInputShape(request.query);
    checkInputShape(request.body);
  });
}
