export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY: string;
export declare const SERVER_APP: string;
export declare const SEED_ENTRY: string;
export declare function serverNeedsBuild(outDir?: string): boolean;
export declare function buildServerBundle(outDir?: string, options?: { force?: boolean }): Promise<boolean>;
export declare function buildServerIfStale(outDir?: string): Promise<boolean>;
