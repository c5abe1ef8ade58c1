/** Timestamps as the API and the database carry them: local time 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DD'. */
export declare function formatDate(date: Date): string;
export declare function formatDateTime(date: Date): string;
export declare function nowText(): string;
