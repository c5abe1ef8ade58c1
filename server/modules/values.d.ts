/**
 * Converting field values between the wire (strings from forms, JSON values) and storage
 * (Boolean 0/1, dates as text, arrays as JSON text, empty numbers as null).
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { ColumnValue } from '../db/types.js';
export type Coerced = {
    ok: true;
    value: ColumnValue;
} | {
    ok: false;
    message: string;
};
export declare function isBlank(raw: unknown): boolean;
export declare function coerceBoolean(raw: unknown): number | null | undefined;
/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'; ISO strings with a zone are converted to server local time. */
export declare function normalizeDate(raw: string): string | null;
/** Array fields: a JSON array, a JSON text, a comma list, or a single value. Stored as a JSON array of strings. */
export declare function toIdList(raw: unknown): string[] | null;
export declare function parseIdArray(stored: unknown): string[];
/** A client value → the stored value, or the field's type message. */
export declare function coerceForStorage(field: FieldInfoStrut, raw: unknown): Coerced;
/** A stored value → its wire form. */
export declare function toWireValue(fieldType: string, stored: ColumnValue | undefined): unknown;
