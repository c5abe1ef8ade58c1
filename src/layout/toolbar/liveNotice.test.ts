import { describe, expect, it } from 'vitest';
import { notifyAlert } from './liveNotice';
import { toMessageContent } from '../../../providers/notification/messageFormat';

describe('live notice content', () => {
  const injected = 'staff提交了<img src="http://127.0.0.1:9/x" onerror="window.__pwned=1">,请在「科室审核」中审核';

  it('shows a hub Notify as user text, markup and all', () => {
    const alert = notifyAlert(injected);
    expect(alert).toMatchObject({ type: 'success', message: injected, origin: 'user' });
    expect(toMessageContent(String(alert.message), alert.origin ?? 'user')).toEqual({ kind: 'text', text: injected });
  });

  it('turns a missing content into an empty text', () => {
    expect(notifyAlert(undefined).message).toBe('');
  });
});
