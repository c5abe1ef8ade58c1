/**
 * The hook points of the generic record feature. The records code knows no other feature: users, permissions, the
 * approval flow and the hub attach their behaviour here from their own plugins (module hooks for one module, write
 * policies for every module, listeners told of every committed write).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import type { Caller } from '../../core/permissions/caller.js';
import type { Actor } from './actor.js';
import type { ReadScope } from './recordScope.js';
import type { WriteMode } from './validation.js';

export interface WriteEvent {
  ctx: AppContext;
  module: CatalogueModule;
  input: Record<string, unknown>;
  mode: WriteMode;
  actor: Actor;
  previous: Row | null;
}

/**
 * Work to finish inside the write transaction, once the row (with its Id) is written. What it answers runs once the
 * transaction has committed (closing the hub sockets of sessions the write ended: nothing to undo if it rolls back).
 */
export type AfterWrite = (trx: Db, row: Row) => Promise<void | AfterCommit>;

/** Work that must wait for the commit of the write that asked for it. */
export type AfterCommit = () => Promise<void>;

/** Behaviour of one module beyond its descriptors (write-only fields, cache invalidation, definition checks). */
export interface ModuleHooks {
  /**
   * Which rows this reader may reach at all, administrators included (a private message is its sender's and its
   * receiver's). Applied to List, Get, Put, Delete, print and file downloads; other rows answer as missing.
   */
  readScope?(reader: Actor): ReadScope;
  /**
   * Values only the server sets (a message's sender and send time): they replace whatever the client sent before
   * the write is validated. Fields not named keep their client (or previous) value.
   */
  serverValues?(event: WriteEvent): Row;
  /**
   * Runs first when a caller creates a record through the API (the generic Post, or a feature's own create call), with
   * the request and the input keyed by field name: how often one may create (站内消息: per sender and per recipient).
   * Throws HttpError to refuse.
   */
  admitCreate?(request: FastifyRequest, input: Readonly<Record<string, unknown>>): Promise<void>;
  /** Runs before the transaction (slow work like hashing belongs here); throws HttpError to refuse. */
  prepareWrite?(event: WriteEvent): Promise<AfterWrite | undefined>;
  /** Inside the delete's transaction; what it answers runs once the transaction has committed. */
  afterDelete?(trx: Db, id: string): Promise<void | AfterCommit>;
  /** After a committed write or delete. */
  afterCommit?(ctx: AppContext): void;
}

/** Whose rows the caller may touch (null: everyone's), who writes, and their grants as core's action policy reads them. */
export interface WriteAccess {
  actor: Actor;
  owner: string | null;
  caller: Caller;
}

export type ChangeKind = 'update' | 'delete';

/** A rule every API write of every module passes (the approval flow's: FlowStatus is the flow's own). */
export interface WritePolicy {
  /** The body as the generic write should see it (e.g. without fields only the policy's feature sets). */
  filterInput?(module: CatalogueModule, body: unknown): unknown;
  /** Throws HttpError to refuse changing or deleting an existing record; `idOrBody` is the id or the Put body. */
  beforeChange?(ctx: AppContext, module: CatalogueModule, idOrBody: unknown, change: ChangeKind, access: WriteAccess): Promise<void>;
  /** After a committed delete through the API. */
  afterDelete?(ctx: AppContext, module: CatalogueModule, id: string): Promise<void>;
}

export type CommittedKind = 'created' | 'updated' | 'deleted';

/** A write through the API, once committed. */
export interface CommittedWrite {
  module: CatalogueModule;
  kind: CommittedKind;
  id: string;
  /** The record's creator (its owner in a user-owned module). */
  ownerId: unknown;
  /** The record's department (Dept_Id), for those whose data scope reaches it by department. */
  deptId?: unknown;
}

const NO_HOOKS: ModuleHooks = {};

export class RecordHooks {
  private readonly byModule = new Map<string, ModuleHooks>();
  private readonly policies: WritePolicy[] = [];
  private readonly listeners: Array<(write: CommittedWrite) => void> = [];

  /** One feature owns a module's hooks: a second registration is a programming error. */
  forModule(moduleName: string, hooks: ModuleHooks): void {
    const key = moduleName.toLowerCase();
    if (this.byModule.has(key)) throw new Error(`hooks for module ${moduleName} registered twice`);
    this.byModule.set(key, hooks);
  }

  hooksFor(moduleName: string): ModuleHooks {
    return this.byModule.get(moduleName.toLowerCase()) ?? NO_HOOKS;
  }

  usePolicy(policy: WritePolicy): void {
    this.policies.push(policy);
  }

  onCommitted(listener: (write: CommittedWrite) => void): void {
    this.listeners.push(listener);
  }

  filterInput(module: CatalogueModule, body: unknown): unknown {
    return this.policies.reduce((input, policy) => (policy.filterInput ? policy.filterInput(module, input) : input), body);
  }

  async beforeChange(ctx: AppContext, module: CatalogueModule, idOrBody: unknown, change: ChangeKind, access: WriteAccess): Promise<void> {
    for (const policy of this.policies) await policy.beforeChange?.(ctx, module, idOrBody, change, access);
  }

  async afterDelete(ctx: AppContext, module: CatalogueModule, id: string): Promise<void> {
    for (const policy of this.policies) await policy.afterDelete?.(ctx, module, id);
  }

  /** Listeners are best effort: the write has committed whatever they do. */
  committed(write: CommittedWrite): void {
    for (const listener of this.listeners) listener(write);
  }
}
