/**
 * `Range: bytes=…` on a stored file (so a video or a large PDF opens at any point, a broken download
 * resumes). One range is honoured (`a-b`, `a-`, `-n`); several ranges, another unit or a malformed header get the
 * whole file, as RFC 9110 allows; a range wholly past the end is unsatisfiable (416). Pure.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;
/** Longer numbers than any file here can be: refused as malformed rather than parsed imprecisely. */
const MAX_DIGITS = 15;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = SINGLE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from, to] = match;
  if ((from === '' && to === '') || from.length > MAX_DIGITS || to.length > MAX_DIGITS) return { kind: 'whole' };
  if (from === '') {
    // The last n bytes.
    const length = Number(to);
    if (length === 0) return { kind: 'unsatisfiable' };
    return size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/** A stored file's bytes never change under its id: its tag is the id and the size. */
export function fileEtag(id: string, size: number): string {
  return `"${id}-${size}"`;
}

/** Whether an If-None-Match header names this tag (or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
