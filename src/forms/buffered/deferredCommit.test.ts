import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredCommit, type CommitReason } from './deferredCommit';
import { createPendingEdits } from './pendingEdits';

describe('deferred commit of a field value', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recorder() {
    const commits: Array<[string, CommitReason]> = [];
    const commit = createDeferredCommit<string>((value, reason) => commits.push([value, reason]), { idleMs: 250 });
    return { commits, commit };
  }

  it('commits only the last value, once typing has paused', () => {
    const { commits, commit } = recorder();
    commit.edit('国');
    vi.advanceTimersByTime(200);
    commit.edit('国家');
    vi.advanceTimersByTime(200);
    commit.edit('国家级');
    expect(commits).toEqual([]);
    expect(commit.hasPending()).toBe(true);
    vi.advanceTimersByTime(250);
    expect(commits).toEqual([['国家级', 'idle']]);
    expect(commit.hasPending()).toBe(false);
  });

  it('commits at once on flush, and the idle timer then commits nothing more', () => {
    const { commits, commit } = recorder();
    commit.edit('省部级');
    commit.flush();
    vi.advanceTimersByTime(1000);
    expect(commits).toEqual([['省部级', 'flush']]);
    commit.flush();
    expect(commits).toHaveLength(1);
  });

  it('commits nothing after cancel', () => {
    const { commits, commit } = recorder();
    commit.edit('院级');
    commit.cancel();
    vi.advanceTimersByTime(1000);
    commit.flush();
    expect(commits).toEqual([]);
  });

  it('commits an emptied field (undefined) like any other value', () => {
    const commits: unknown[] = [];
    const commit = createDeferredCommit<string | undefined>((value) => commits.push(value), { idleMs: 250 });
    commit.edit(undefined);
    commit.flush();
    expect(commits).toEqual([undefined]);
  });
});

describe('pending edits of a form', () => {
  it('flushes every registered field, and no longer one that unregistered', () => {
    const edits = createPendingEdits();
    const flushed: string[] = [];
    edits.add(() => flushed.push('Title'));
    const remove = edits.add(() => flushed.push('Code'));
    edits.flushAll();
    expect(flushed).toEqual(['Title', 'Code']);
    remove();
    edits.flushAll();
    expect(flushed).toEqual(['Title', 'Code', 'Title']);
  });

  it('knows whether any field still holds an edit', () => {
    const edits = createPendingEdits();
    let holding = false;
    edits.add(() => undefined);
    const remove = edits.add(
      () => undefined,
      () => holding,
    );
    expect(edits.anyPending()).toBe(false);
    holding = true;
    expect(edits.anyPending()).toBe(true);
    remove();
    expect(edits.anyPending()).toBe(false);
  });
});
