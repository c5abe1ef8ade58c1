/**
 * Stored rows → API records: typed values, never write-only fields, and beside each `X_Id` relate field a
 * display object `X: {Id, <RelateFields>}` (Resource: `{Id, Name}`), fetched in one query per related module.
 */
import type { ApiRecord } from '../../contract/index.js';
import { type Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueModule } from '../catalogue/types.js';
import type { Db, Row } from '../db/types.js';
export declare function toApiRecord(module: CatalogueModule, row: Row): ApiRecord;
/** Adds the display objects to records (in place) and returns them. */
export declare function attachDisplayObjects(db: Db, catalogue: Catalogue, module: CatalogueModule, records: ApiRecord[]): Promise<ApiRecord[]>;
