import { describe, expect, it } from 'vitest';
import { isHtmlMessage, sanitizeMessage, toMessageContent } from './messageFormat';
import { createErrorToastFilter } from './recentErrors';

describe('message format', () => {
  it('detects HTML tags', () => {
    expect(isHtmlMessage('第<b>1</b>行错误')).toBe(true);
    expect(isHtmlMessage('a<br/>b')).toBe(true);
    expect(isHtmlMessage('1 < 2 and 3 > 2')).toBe(false);
    expect(isHtmlMessage('保存成功')).toBe(false);
  });

  it('never lets a script through (no DOM here: tags removed, text escaped)', () => {
    const clean = sanitizeMessage('<b>ok</b><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(clean).not.toMatch(/<script|onerror|<img/i);
    expect(clean).toContain('ok');
  });

  it('renders plain server text as text and server HTML as sanitized HTML', () => {
    expect(toMessageContent('保存成功', 'server')).toEqual({ kind: 'text', text: '保存成功' });
    expect(toMessageContent('<i>x</i>', 'server').kind).toBe('html');
  });

  it('renders user text as text even when it looks like markup (D-SEC-6)', () => {
    const title = '<img src="http://127.0.0.1:9/x" onerror="window.__pwned=1">';
    expect(toMessageContent(title, 'user')).toEqual({ kind: 'text', text: title });
  });
});

describe('createErrorToastFilter', () => {
  it('shows a text once per window and never the generic 500 or 未登陆 texts', () => {
    let now = 0;
    const filter = createErrorToastFilter(3000, () => now);
    expect(filter.shouldShow('标题不能为空')).toBe(true);
    expect(filter.shouldShow('标题不能为空')).toBe(false);
    now = 4000;
    expect(filter.shouldShow('标题不能为空')).toBe(true);
    expect(filter.shouldShow('出了点小小问题,请联系管理员~!~')).toBe(false);
    expect(filter.shouldShow('未登陆')).toBe(false);
  });
});
