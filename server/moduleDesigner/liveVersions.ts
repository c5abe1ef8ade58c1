/**
 * Which published version of each module this instance has live (0: its catalogue file). The start, a publish here
 * and the follower of other instances' publishes (versionFollower.ts) all go through it, so a version is made live
 * once on each instance whichever of them sees it first.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';

const byCatalogue = new WeakMap<Catalogue, Map<string, number>>();

const versionsOf = (catalogue: Catalogue): Map<string, number> => {
  let versions = byCatalogue.get(catalogue);
  if (!versions) byCatalogue.set(catalogue, (versions = new Map()));
  return versions;
};

export function liveVersion(catalogue: Catalogue, module: string): number {
  return versionsOf(catalogue).get(module.toLowerCase()) ?? 0;
}

/** Claims `version` as the module's live one: false when it (or a newer one) is live already. */
export function claimLiveVersion(catalogue: Catalogue, module: string, version: number): boolean {
  if (liveVersion(catalogue, module) >= version) return false;
  versionsOf(catalogue).set(module.toLowerCase(), version);
  return true;
}
