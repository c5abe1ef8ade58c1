export declare function newestChange(path: string): number;
export declare function appNeedsBuild(): boolean;
export declare function buildApp(): void;
