import { describe, expect, it } from 'vitest';
import { draftFor, EMPTY_DRAFT, parseDrafts, withDraft } from './drafts';

describe('drafts', () => {
  it('keeps one draft per conversation, and drops a draft emptied', () => {
    let drafts = withDraft({}, 'u1', { text: '写给林老师', attachment: null });
    drafts = withDraft(drafts, 'u2', { text: '', attachment: { Id: 'r1', Name: '申报书.pdf' } });
    expect(draftFor(drafts, 'u1').text).toBe('写给林老师');
    expect(draftFor(drafts, 'u2').attachment).toEqual({ Id: 'r1', Name: '申报书.pdf' });
    expect(draftFor(drafts, 'u3')).toEqual(EMPTY_DRAFT);
    drafts = withDraft(drafts, 'u1', EMPTY_DRAFT);
    expect(Object.keys(drafts)).toEqual(['u2']);
  });

  it('reads back what was stored, and nothing from garbage', () => {
    const drafts = withDraft({}, 'u1', { text: '第一行\n第二行', attachment: { Id: 'r1', Name: 'a.txt' } });
    expect(parseDrafts(JSON.stringify(drafts))).toEqual(drafts);
    expect(parseDrafts('not json')).toEqual({});
    expect(parseDrafts('[1,2]')).toEqual({});
    expect(parseDrafts(JSON.stringify({ u1: { text: 5 }, u2: { text: '好', attachment: { Id: 1 } } }))).toEqual({ u2: { text: '好', attachment: null } });
    expect(parseDrafts(null)).toEqual({});
  });

  it('lets the oldest go beyond fifty drafts', () => {
    let drafts = {};
    for (let i = 0; i < 60; i += 1) drafts = withDraft(drafts, `u${i}`, { text: String(i), attachment: null });
    expect(Object.keys(drafts)).toHaveLength(50);
    expect(draftFor(drafts, 'u59').text).toBe('59');
    expect(draftFor(drafts, 'u0')).toEqual(EMPTY_DRAFT);
  });
});
