export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY: string;
export declare function serverNeedsBuild(): boolean;
export declare function buildServerBundle(outfile?: string): Promise<void>;
