import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../providers/http/httpError';
import { REPORT_FAILED, reportErrorText } from './reportErrors';

describe('reportErrorText', () => {
  it('shows the server’s Chinese message of a statistic not ready, busy or stopped', () => {
    for (const status of [400, 429, 503, 504]) {
      expect(reportErrorText(new HttpError('积分数据正在准备中,请稍后再试', status, undefined)).text).toBe('积分数据正在准备中,请稍后再试');
    }
  });

  it('keeps its own words for anything else', () => {
    expect(reportErrorText(new HttpError('服务器内部错误', 500, undefined)).text).toBe(REPORT_FAILED);
    expect(reportErrorText(new HttpError('Service Unavailable', 503, undefined)).text).toBe(REPORT_FAILED);
  });
});
