/**
 * One reading of request bodies (and query strings) for every route that declares a schema: before validation, keys are
 * matched case-insensitively onto the names the schema declares (the institute's clients send `pageIndex` as well as
 * `PageIndex`), and values are brought to the schema's types the way the institute's model binding read them — form
 * bodies carry only text, ASP.NET lists may arrive as indexed objects, and an unreadable page number is the default.
 * Validation then checks bounds and types (wireValidation.ts), and the handler reads a body of the declared shape.
 */
type Schema = Readonly<Record<string, unknown>>;
type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSchema = (value: unknown): value is Schema => isBag(value);

function types(schema: Schema): readonly string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * Text that is a number (`'2'`, `'1e308'`), read as one; empty text is no number at all (a form's empty field);
 * other text stays as it is, for validation to refuse.
 */
function numberFromText(value: string): number | string | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/**
 * A whole number with a default: what is not a whole number from the schema's minimum up reads as the default, as the
 * institute's binding left an unreadable page number at 1. The maximum stays for validation to answer.
 */
function wholeNumberOrDefault(schema: Schema, value: unknown): unknown {
  const number = typeof value === 'string' ? numberFromText(value) : value;
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : Number.NEGATIVE_INFINITY;
  return typeof number === 'number' && Number.isInteger(number) && number >= minimum ? number : schema.default;
}

function canonicalObject(schema: Schema, bag: Bag): Bag {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const declared = new Map(Object.keys(properties).map((name) => [name.toLowerCase(), name]));
  const result: Bag = {};
  for (const [key, value] of Object.entries(bag)) {
    const name = declared.get(key.toLowerCase()) ?? key;
    // The declared spelling wins over another case of it, whichever came first.
    if (name !== key && Object.hasOwn(bag, name)) continue;
    const property = properties[name];
    const canonical = isSchema(property) ? canonicalValue(property, value) : value;
    if (canonical === undefined) delete result[name];
    else result[name] = canonical;
  }
  return result;
}

/** The value brought to the schema's shape where the institute's clients send it otherwise; else left as it is. */
export function canonicalValue(schema: Schema, value: unknown): unknown {
  const accepted = types(schema);
  if (accepted.length === 1 && accepted[0] === 'integer' && 'default' in schema) return wholeNumberOrDefault(schema, value);
  // null where the schema takes none is an absent value, not the text 'null' or the number 0.
  if (value === null && accepted.length > 0 && !accepted.includes('null')) return undefined;
  if (typeof value === 'string' && (accepted.includes('integer') || accepted.includes('number')) && !accepted.includes('string')) {
    return numberFromText(value);
  }
  if (accepted.includes('array') && isSchema(schema.items)) {
    // `Filters[0]…` bound by some clients as an object keyed by the index.
    const list = Array.isArray(value) ? value : isBag(value) && !accepted.includes('object') ? Object.values(value) : null;
    if (list) return list.map((item) => canonicalValue(schema.items as Schema, item));
  }
  if (accepted.includes('object') && isBag(value)) return canonicalObject(schema, value);
  return value;
}
