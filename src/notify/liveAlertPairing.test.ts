import { describe, expect, it } from 'vitest';
import { createAlertPairing, type PairingClock } from './liveAlertPairing';

function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const clock: PairingClock = {
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.run());
  };
  return { clock, advance };
}

function setup() {
  const shown: string[] = [];
  const { clock, advance } = fakeClock();
  const pairing = createAlertPairing<string>({ showRow: (row) => shown.push(`row:${row}`), showText: (text) => shown.push(`text:${text}`) }, clock);
  return { shown, pairing, advance };
}

describe('alert pairing', () => {
  it('shows a row once when its Notify follows', () => {
    const { shown, pairing, advance } = setup();
    pairing.onRow('会议通知');
    pairing.onText('周五例会');
    advance(1000);
    expect(shown).toEqual(['row:会议通知']);
  });

  it('shows a lone Notify as text after the window', () => {
    const { shown, pairing, advance } = setup();
    pairing.onText('经费到账');
    expect(shown).toEqual([]);
    advance(400);
    expect(shown).toEqual(['text:经费到账']);
  });

  it('pairs a Notify that came first with the row that follows', () => {
    const { shown, pairing, advance } = setup();
    pairing.onText('周五例会');
    advance(100);
    pairing.onRow('会议通知');
    advance(1000);
    expect(shown).toEqual(['row:会议通知']);
  });

  it('does not let a row heard long ago swallow a later Notify', () => {
    const { shown, pairing, advance } = setup();
    pairing.onRow('旧通知');
    advance(5000);
    pairing.onText('新消息');
    advance(400);
    expect(shown).toEqual(['row:旧通知', 'text:新消息']);
  });

  it('pairs several in order', () => {
    const { shown, pairing, advance } = setup();
    pairing.onRow('a');
    pairing.onRow('b');
    pairing.onText('a');
    pairing.onText('b');
    pairing.onText('c');
    advance(400);
    expect(shown).toEqual(['row:a', 'row:b', 'text:c']);
  });
});
