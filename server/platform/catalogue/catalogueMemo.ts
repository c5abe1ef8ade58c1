/**
 * Something worked out from the whole catalogue, kept until one of its modules changes (a module version made live
 * by the module designer, on this instance or followed from another).
 */
import type { Catalogue } from './catalogue.js';

export function perCatalogue<T>(derive: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const kept = new WeakMap<Catalogue, { revision: number; value: T }>();
  return (catalogue) => {
    const entry = kept.get(catalogue);
    if (entry && entry.revision === catalogue.revision) return entry.value;
    const value = derive(catalogue);
    kept.set(catalogue, { revision: catalogue.revision, value });
    return value;
  };
}
