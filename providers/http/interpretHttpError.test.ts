import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/index';
import { HttpError } from './httpError';
import { interpretHttpError, loginUrl } from './interpretHttpError';

const at = { currentUrl: '/thesis/list?page=2', lastUrl: '/thesis/list?page=2' };

describe('interpretHttpError (error catalogue)', () => {
  it('401 → login page with the last URL as redirect, no toast', () => {
    const failure = interpretHttpError(401, { Message: '未登陆' }, at);
    expect(failure.navigateTo).toBe('/login?redirect=%2Fthesis%2Flist%3Fpage%3D2');
    expect(failure.notice).toBeUndefined();
    expect(failure.error).toBeInstanceOf(HttpError);
    expect(failure.error).toMatchObject({ message: '未登陆', statusCode: 401 });
  });

  it('401 while on /login → no navigation', () => {
    expect(interpretHttpError(401, undefined, { currentUrl: '/login?redirect=%2F', lastUrl: '/x' }).navigateTo).toBeUndefined();
  });

  it('503 → toast 系统正在更新,请稍后重试!', () => {
    const failure = interpretHttpError(503, undefined, at);
    expect(failure.notice).toEqual({ type: 'error', message: '系统正在更新,请稍后重试!' });
    expect(failure.error.statusCode).toBe(503);
  });

  it('400/403/500 with Message → error toast and rejection with the Message', () => {
    for (const status of [400, 403, 404, 409, 500]) {
      const failure = interpretHttpError(status, { Message: '标题不能为空' }, at);
      expect(failure.notice).toEqual({ type: 'error', message: '标题不能为空' });
      expect(failure.error).toMatchObject({ message: '标题不能为空', statusCode: status });
    }
  });

  it('the generic 500 message is not toasted but still rejects with it', () => {
    const failure = interpretHttpError(500, { Message: MESSAGES.generic500 }, at);
    expect(failure.notice).toBeUndefined();
    expect(failure.error.message).toBe(MESSAGES.generic500);
  });

  it('no Message → reject with 发生异常!', () => {
    for (const body of [undefined, '', '<html>', { Message: '' }, { other: 1 }]) {
      const failure = interpretHttpError(400, body, at);
      expect(failure.notice).toBeUndefined();
      expect(failure.error.message).toBe('发生异常!');
    }
  });

  it('loginUrl never redirects back to the login page', () => {
    expect(loginUrl('/login?redirect=%2Fx')).toBe('/login');
    expect(loginUrl('')).toBe('/login');
  });
});
