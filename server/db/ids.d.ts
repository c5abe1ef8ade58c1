/** Record ids are server-generated strings; clients never choose them. */
export declare function newId(): string;
/** A stable id derived from a name, so nodes synced at every start keep the same id across databases. */
export declare function stableId(name: string): string;
