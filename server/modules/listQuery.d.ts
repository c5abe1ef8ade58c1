/**
 * PagePara → Kysely queries. Field names are resolved against the module (unknown → 400) and every value is a
 * bound parameter, so nothing a client sends is spliced into SQL.
 */
import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { PageFilter } from '../../contract/index.js';
import type { CatalogueModule } from '../catalogue/types.js';
import type { ColumnValue, Db, DialectName, DynamicDb, Row } from '../db/types.js';
import type { ListRequest } from './pagePara.js';
type Eb = ExpressionBuilder<DynamicDb, string>;
type Condition = (eb: Eb) => Expression<SqlBool>;
/** '%' and '_' match literally; '!' is the escape character (same meaning in SQLite and PostgreSQL). */
export declare function likePattern(text: string): string;
/** One filter → a condition, or null when the filter is empty and so ignored. */
export declare function filterCondition(module: CatalogueModule, filter: PageFilter, dialect: DialectName): Condition | null;
/** KeyWord: contains over the module's plain string fields (not ids, not arrays). */
export declare function keyWordCondition(module: CatalogueModule, keyWord: string, dialect: DialectName): Condition | null;
export interface ListScope {
    /** When set, only rows created by this user (ownership of user-owned modules). */
    ownerId: string | null;
}
export declare function listConditions(module: CatalogueModule, request: ListRequest, scope: ListScope, dialect: DialectName): Condition[];
export declare function buildListQueries(db: Db, dialect: DialectName, module: CatalogueModule, request: ListRequest, scope: ListScope): {
    dataQuery: import("kysely").SelectQueryBuilder<DynamicDb, string, {
        [x: string]: ColumnValue;
    }>;
    countQuery: import("kysely").SelectQueryBuilder<DynamicDb, string, {
        Total: number;
    }>;
};
export declare function runListQuery(db: Db, dialect: DialectName, module: CatalogueModule, request: ListRequest, scope: ListScope): Promise<{
    total: number;
    rows: Row[];
}>;
export {};
