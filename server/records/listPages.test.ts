import { describe, expect, it } from 'vitest';
import { isOpeningPage, keepPage, MAX_KEPT_PAGE_TEXT, pageKey } from './listPages.js';
import type { ListRequest } from './pagePara.js';

describe('keepPage', () => {
  it('keeps a small page, frozen, and refuses one holding more text than the bound', () => {
    const page = {
      total: 2,
      rows: [
        { Id: 'a', Title: '论文', Pages: 3 },
        { Id: 'b', Title: null, Pages: null },
      ],
    };
    expect(keepPage(page)).toBe(true);
    expect(Object.isFrozen(page.rows[0])).toBe(true);
    expect(Object.isFrozen(page.rows)).toBe(true);
    const long = {
      total: 3,
      rows: [
        { Id: 'a', Body: 'x'.repeat(MAX_KEPT_PAGE_TEXT / 2) },
        { Id: 'b', Body: 'x'.repeat(MAX_KEPT_PAGE_TEXT / 2) },
      ],
    };
    expect(keepPage(long)).toBe(false);
    expect(Object.isFrozen(long.rows[0])).toBe(false);
  });
});

describe('pageKey', () => {
  it('differs by module object, request and scope', () => {
    const module = {},
      reloaded = {};
    const request = { pageIndex: 1, pageSize: 10 };
    const key = pageKey(module, 'Thesis', request, [null, null, null]);
    expect(pageKey(module, 'Thesis', { ...request }, [null, null, null])).toBe(key);
    expect(pageKey(reloaded, 'Thesis', request, [null, null, null])).not.toBe(key);
    expect(pageKey(module, 'Thesis', { ...request, pageIndex: 2 }, [null, null, null])).not.toBe(key);
    expect(pageKey(module, 'Thesis', request, ['user-1', null, null])).not.toBe(key);
    expect(pageKey(module, 'Thesis', request, ['user-1', { column: 'Dept_Id', ids: ['d1'] }, null])).not.toBe(
      pageKey(module, 'Thesis', request, ['user-1', null, null]),
    );
    expect(pageKey(module, 'Thesis', request, [null, null, { anyOf: [{ column: 'Receiver_Id', equals: 'u' }] }])).not.toBe(key);
  });
});

describe('isOpeningPage', () => {
  it("keeps the page a list opens on, with its route's filters, and no other", () => {
    const opened: ListRequest = { pageIndex: 1, pageSize: 10, keyWord: '', filters: [{ Name: 'FlowStatus', Compare: '==', Value: '1' }], sort: null };
    expect(isOpeningPage(opened)).toBe(true);
    expect(isOpeningPage({ ...opened, filters: [] })).toBe(true);
    expect(isOpeningPage({ ...opened, pageIndex: 2 })).toBe(false);
    expect(isOpeningPage({ ...opened, keyWord: '研究' })).toBe(false);
    expect(isOpeningPage({ ...opened, sort: { name: 'Title', mode: 'asc' } })).toBe(false);
  });
});
