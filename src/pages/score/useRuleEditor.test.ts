import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../providers/http/httpError';
import { SAVE_FAILED, SAVE_FORBIDDEN, saveErrorText } from './useRuleEditor';

describe('a refused rule save, in words', () => {
  it("shows the server's Chinese 400 message", () => {
    expect(saveErrorText(new HttpError('第3条规则：积分须在 0 到 10000 之间', 400))).toBe('第3条规则：积分须在 0 到 10000 之间');
  });

  it('says 权限不足 for a 403 and never shows a message not meant for the screen', () => {
    expect(saveErrorText(new HttpError('Forbidden', 403))).toBe(SAVE_FORBIDDEN);
    expect(saveErrorText(new HttpError('Bad Request', 400))).toBe(SAVE_FAILED);
    expect(saveErrorText(new HttpError('出了点小小问题', 500))).toBe(SAVE_FAILED);
    expect(saveErrorText(new Error('network'))).toBe(SAVE_FAILED);
  });
});
