/**
 * The Chinese text a request answers when its body fails a schema: a schema's `errorMessage` is either one text for
 * any failure at or below it, or texts by the JSON Schema keyword that failed at that very schema (`maximum`,
 * `maxItems`, `type`). The server answers the nearest one (server/platform/http/schemaMessages.ts), else its generic 400.
 */
export const ERROR_MESSAGE_KEYWORD = 'errorMessage';

export type ErrorMessage = string | Readonly<Record<string, string>>;
