export declare class HttpError extends Error {
    readonly statusCode: number;
    constructor(statusCode: number, message: string);
}
export declare const badRequest: (message: string) => HttpError;
export declare const notLoggedIn: () => HttpError;
export declare const forbidden: (message?: string) => HttpError;
export declare const notFound: (message: string) => HttpError;
export declare const conflict: (message: string) => HttpError;
