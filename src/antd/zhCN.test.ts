import { describe, expect, it } from 'vitest';
import { zhCN } from './zhCN';

describe("antd's zh-CN locale", () => {
  it('is the locale itself (Chinese texts, Monday-first date pickers), not the module around it', () => {
    expect(zhCN.locale).toBe('zh-cn');
    expect(zhCN.DatePicker?.lang.placeholder).toBe('请选择日期');
    expect(zhCN.DatePicker?.lang.locale).toBe('zh_CN');
    expect(zhCN.Table?.triggerAsc).toBe('点击升序');
  });
});
