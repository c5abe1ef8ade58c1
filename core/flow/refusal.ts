/**
 * A transition that does not happen says why: the kind of refusal (the server answers 400 / 403 / 404 / 409 for
 * them) and the message the caller sees. Transitions return refusals instead of throwing, so they stay pure.
 */

export type RefusalKind = 'badRequest' | 'forbidden' | 'notFound' | 'conflict';

export interface Refusal {
  kind: RefusalKind;
  message: string;
}

export const refusal = (kind: RefusalKind, message: string): Refusal => ({ kind, message });
