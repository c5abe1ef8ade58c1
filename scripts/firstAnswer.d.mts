export declare function waitForFirstAnswer(url: string, ended: Promise<unknown>, pollMs?: number): Promise<number | null>;
