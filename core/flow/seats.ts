/**
 * The people of the current step (seats) and how a step settles by its mode. 或签 Any: the first approval settles
 * the step; 会签 All: everyone must approve; 依次 Sequential: one at a time, in order. 加签 adds a seat: Before
 * (the added person decides first, the adder waits) or After (the added person decides once the adder approved);
 * the step completes only when those added have approved too.
 */
import type { FlowApprovalMode } from '../../contract/flowDefinition.js';
import type { Person } from './state.js';

export type SeatState = 'open' | 'waiting' | 'approved';

export interface Seat {
  id: string;
  name: string;
  state: SeatState;
  /** 加签: who added this person, and where. */
  addedBy?: string;
  position?: 'Before' | 'After';
}

/** Seats a step may hold at most (its approvers and those added), so no one makes a step without end. */
export const MAX_SEATS = 60;

export function initialSeats(people: readonly Person[], mode: FlowApprovalMode): Seat[] {
  return arrange(
    people.map((p) => ({ id: p.id, name: p.name, state: 'waiting' as const })),
    mode,
  );
}

/** Who may act now: recomputed after every change, from the order and who has approved. */
export function arrange(seats: readonly Seat[], mode: FlowApprovalMode): Seat[] {
  const approved = new Set(seats.filter((s) => s.state === 'approved').map((s) => s.id));
  const firstPending = seats.findIndex((s) => s.state !== 'approved');
  return seats.map((seat, i) => {
    if (seat.state === 'approved') return seat;
    let open: boolean;
    if (mode === 'Sequential') open = i === firstPending;
    else if (seat.position === 'After') open = seat.addedBy !== undefined && approved.has(seat.addedBy) && !hasOpenBefore(seats, seat.id);
    else open = !hasOpenBefore(seats, seat.id);
    return { ...seat, state: open ? 'open' : 'waiting' };
  });
}

/** Someone added Before this seat has yet to approve. */
function hasOpenBefore(seats: readonly Seat[], id: string): boolean {
  return seats.some((s) => s.addedBy === id && s.position === 'Before' && s.state !== 'approved');
}

/** Everyone whose approval hangs on a seat: those it added, and those they added in turn. */
function family(seats: readonly Seat[], rootId: string): Seat[] {
  const found: Seat[] = [];
  const visit = (id: string): void => {
    for (const s of seats) {
      if (s.addedBy === id && !found.includes(s)) {
        found.push(s);
        visit(s.id);
      }
    }
  };
  visit(rootId);
  return found;
}

/** Whether the step is settled as approved. */
export function stepComplete(seats: readonly Seat[], mode: FlowApprovalMode): boolean {
  if (mode !== 'Any') return seats.every((s) => s.state === 'approved');
  return seats.some((s) => s.addedBy === undefined && s.state === 'approved' && family(seats, s.id).every((f) => f.state === 'approved'));
}

export const openIds = (seats: readonly Seat[]): string[] => seats.filter((s) => s.state === 'open').map((s) => s.id);

/** Seats that opened and closed between two arrangements: who gets an item now, whose item closes. */
export function seatChanges(before: readonly Seat[], after: readonly Seat[]): { opened: Seat[]; closed: string[] } {
  const wasOpen = new Set(openIds(before));
  const isOpen = new Set(openIds(after));
  return {
    opened: after.filter((s) => s.state === 'open' && !wasOpen.has(s.id)),
    closed: [...wasOpen].filter((id) => !isOpen.has(id)),
  };
}
