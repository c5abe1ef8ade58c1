export declare const PASSWORD_STRENGTH_MESSAGE = "\u5BC6\u7801\u5F3A\u5EA6\u4E0D\u5BF9,\u8981\u6C428-16\u4F4D\u5927\u5C0F\u5199\u5B57\u6BCD+\u6570\u5B57+\u7279\u6B8A\u7B26\u53F7";
/** ≥ 8 characters from letters, digits and ~!@#$%^&*, with a digit, a letter and a special (shell spec §5). */
export declare function isStrongPassword(password: string): boolean;
/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can change later without breaking old hashes. */
export declare function hashPassword(password: string): Promise<string>;
export declare function verifyPassword(password: string, stored: string): Promise<boolean>;
export declare function dummyPasswordHash(): Promise<string>;
