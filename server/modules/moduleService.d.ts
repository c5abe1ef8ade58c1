/**
 * Generic record operations for any catalogue module: list, get, create, update, delete, with descriptor
 * validation in a transaction (nothing written on failure), ownership and optimistic concurrency.
 */
import type { ApiRecord, PageResult } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../catalogue/types.js';
import type { Row } from '../db/types.js';
import type { Actor } from './actor.js';
import { type ListScope } from './listQuery.js';
import type { ListRequest } from './pagePara.js';
export declare const RECORD_NOT_FOUND = "\u6570\u636E\u4E0D\u5B58\u5728";
export declare const NOT_OWNER = "\u53EA\u80FD\u64CD\u4F5C\u81EA\u5DF1\u7684\u6570\u636E";
export declare const STALE_ROW_VERSION = "\u6570\u636E\u5DF2\u88AB\u4ED6\u4EBA\u4FEE\u6539,\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5";
/** Whose rows an operation may touch: null = everyone's. */
export type OwnerScope = string | null;
export declare function listRecords(ctx: AppContext, module: CatalogueModule, request: ListRequest, scope: ListScope): Promise<PageResult>;
export declare function getRecord(ctx: AppContext, module: CatalogueModule, id: string, owner: OwnerScope): Promise<ApiRecord>;
export declare function createRecord(ctx: AppContext, module: CatalogueModule, body: unknown, actor: Actor): Promise<ApiRecord>;
export declare function updateRecord(ctx: AppContext, module: CatalogueModule, body: unknown, actor: Actor, owner: OwnerScope): Promise<ApiRecord>;
/** Answers the row as it was, for whoever is told of the deletion. */
export declare function deleteRecord(ctx: AppContext, module: CatalogueModule, id: string, owner: OwnerScope): Promise<Row>;
