/**
 * Checks a record against its module's descriptors, the same rules the form applies (data-modules spec §5).
 * Pure: checks that need the database (unique, related record exists) live in dbChecks.ts.
 * Messages name the field by its Description, as the form does.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { ColumnValue, Row } from '../db/types.js';
export type WriteMode = 'create' | 'update';
export declare function isRequired(field: FieldInfoStrut): boolean;
export declare function isUnique(field: FieldInfoStrut): boolean;
/** The first problem with one already-coerced value, or null. */
export declare function checkValue(field: FieldInfoStrut, value: ColumnValue): string | null;
/** Whether the client may set this field: hidden-from-form and always-read-only fields are the server's. */
export declare function isClientWritable(field: FieldInfoStrut, mode: WriteMode): boolean;
export interface MergeResult {
    /** The full stored record after the write (coerced). */
    values: Row;
    /** Fields whose value the client supplied and that differ from before. */
    changed: Set<string>;
    error: string | null;
}
/**
 * Merges the client's input into the previous record (null on create, where defaults apply), coercing types,
 * then checks every field. Unknown input keys are ignored; so are related display objects.
 */
export declare function mergeAndValidate(fields: FieldInfoStrut[], input: Record<string, unknown>, previous: Row | null): MergeResult;
