/** Per-module behaviour beyond the generic descriptors (write-only fields, cache invalidation). */
import type { AppContext } from '../../appContext.js';
import type { CatalogueModule } from '../../catalogue/types.js';
import type { Db, Row } from '../../platform/db/types.js';
import type { Actor } from '../actor.js';
import type { WriteMode } from '../validation.js';

export interface WriteEvent {
  ctx: AppContext;
  module: CatalogueModule;
  input: Record<string, unknown>;
  mode: WriteMode;
  actor: Actor;
  previous: Row | null;
}

/** Work to finish inside the write transaction, once the row (with its Id) is written. */
export type AfterWrite = (trx: Db, row: Row) => Promise<void>;

export interface ModuleHooks {
  /** Runs before the transaction (slow work like hashing belongs here); throws HttpError to refuse. */
  prepareWrite?(event: WriteEvent): Promise<AfterWrite | undefined>;
  afterDelete?(trx: Db, id: string): Promise<void>;
  /** After a committed write or delete. */
  afterCommit?(ctx: AppContext): void;
}
