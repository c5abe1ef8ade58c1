/** The bounds of one Excel import (D-IMPORT-2): what a sheet may be before any of it is read or stored. */
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024;
/** Data rows below the header; a sheet with more is refused whole (413), nothing stored. */
export const MAX_IMPORT_ROWS = 100_000;
export const MAX_IMPORT_COLUMNS = 200;
/** A cell longer than this is cut (its field's length rule then reports it). */
export const MAX_CELL_CHARS = 4000;
/** Zip inspection: a workbook's parts, their declared total size and the worst part's compression ratio. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNCOMPRESSED_BYTES = 400 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 200;
/** Parts smaller than this may compress as well as they like (an empty sheet of styles compresses 1000:1). */
export const RATIO_CHECK_FLOOR_BYTES = 1024 * 1024;
/** Rows written per transaction: a failure rolls back that batch only, never leaves half of one. */
export const IMPORT_BATCH_ROWS = 500;
/** The parsing worker's heap and its time: a hostile sheet ends the worker, never the server. */
export const PARSE_WORKER_HEAP_MB = 1536;
export const PARSE_TIMEOUT_MS = 300_000;
