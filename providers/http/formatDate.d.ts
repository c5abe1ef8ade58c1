/** Dates travel as `YYYY-MM-DD HH:mm:ss` in local time (the contract's format), never as ISO strings. */
export declare function formatWireDate(date: Date): string;
