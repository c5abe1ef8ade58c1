/**
 * Unique id prefixes for the module forms on the page. rjsf names each control `{prefix}_{field}`; with the default
 * prefix for every form, two kept-alive tabs of one module (a new thesis and an edited one) both hold `#root_Title`,
 * and a click on a label focuses the first in the document — maybe in a hidden tab. The first form keeps `root`; a
 * form opened while that one is still on the page gets `root2`, then `root3`...
 *
 * A prefix is held by an element (the form's wrapper) for as long as that element is in the document: a hidden tab
 * keeps its DOM and its prefix; a closed one leaves the document and frees it. No release call is needed, which is
 * what makes it safe with Activity (hidden pages run their effects' clean-ups without going away).
 */
/** What holds a prefix: an element (only whether it is still in the document matters). */
export interface PrefixHolder {
  readonly isConnected: boolean;
}

export interface FormIdPrefixes {
  /** The prefix a new form would get now (no claim). */
  firstFree(): string;
  /** Holds `prefix` for `owner`; answers the prefix it holds (another, if `prefix` went to someone else meanwhile). */
  claim(prefix: string, owner: PrefixHolder): string;
}

export const DEFAULT_ID_PREFIX = 'root';

const prefixAt = (index: number): string => (index === 1 ? DEFAULT_ID_PREFIX : `${DEFAULT_ID_PREFIX}${index}`);

export function createFormIdPrefixes(): FormIdPrefixes {
  const holders = new Map<string, PrefixHolder>();
  const isFree = (prefix: string, owner?: PrefixHolder): boolean => {
    const holder = holders.get(prefix);
    return holder === undefined || holder === owner || !holder.isConnected;
  };
  const firstFreeFor = (owner?: PrefixHolder): string => {
    let index = 1;
    while (!isFree(prefixAt(index), owner)) index += 1;
    return prefixAt(index);
  };
  return {
    firstFree: () => firstFreeFor(),
    claim(prefix, owner) {
      const held = isFree(prefix, owner) ? prefix : firstFreeFor(owner);
      for (const [other, holder] of holders) if (holder === owner && other !== held) holders.delete(other);
      holders.set(held, owner);
      return held;
    },
  };
}

/** The page's one registry. */
export const formIdPrefixes = createFormIdPrefixes();
