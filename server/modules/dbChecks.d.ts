import { type Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueModule } from '../catalogue/types.js';
import type { Db, Row } from '../db/types.js';
/** The first unique or relation problem among the changed fields, or null. */
export declare function checkAgainstDatabase(db: Db, catalogue: Catalogue, module: CatalogueModule, values: Row, changed: Set<string>, selfId: string | null): Promise<string | null>;
/** True when a record other than selfId has all these column values. Columns are resolved by the caller. */
export declare function isTaken(db: Db, table: string, pairs: Array<[string, unknown]>, selfId: string | null): Promise<boolean>;
