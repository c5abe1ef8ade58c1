/**
 * The Chinese answer of a request part that failed its schema: the `errorMessage` nearest the failing keyword
 * (contract/wire/errorMessage.ts), found by walking the schema along the error's schema path.
 */
import { ERROR_MESSAGE_KEYWORD } from '../../../contract/index.js';

type Schema = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a validator says failed: the schema's path (`#/properties/Condition/properties/Filters`) and the keyword. */
export interface SchemaFailure {
  schemaPath: string;
  keyword: string;
}

/** The schemas from the root to the failing one (a path may end in the keyword itself, as Ajv writes it). */
function schemasAlong(root: Schema, { schemaPath, keyword }: SchemaFailure): Schema[] {
  const segments = schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.at(-1) === keyword) segments.pop();
  const passed: Schema[] = [root];
  let node: unknown = root;
  for (const segment of segments) {
    node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    if (isSchema(node)) passed.push(node);
  }
  return passed;
}

/** The text the schema declares for this failure, or null (the caller answers its generic 400). */
export function schemaMessage(root: unknown, failure: SchemaFailure): string | null {
  if (!isSchema(root)) return null;
  const passed = schemasAlong(root, failure);
  const own = passed.at(-1)?.[ERROR_MESSAGE_KEYWORD];
  if (isSchema(own) && typeof own[failure.keyword] === 'string') return own[failure.keyword] as string;
  for (const schema of [...passed].reverse()) {
    const text = schema[ERROR_MESSAGE_KEYWORD];
    if (typeof text === 'string') return text;
  }
  return null;
}
