/**
 * "Contains" searches (a list's keyword, a `$` filter, the flow centre's and audit's keyword, contact and people
 * search, report keyword filters): the same answer on both databases, the case of Latin letters ignored.
 *
 * SQLite's LIKE ignores the case of Latin letters; PostgreSQL's ILIKE does the same — by lowercasing the text of every
 * row it checks, which was half of a keyword search's time there. A keyword without a letter that has a case (Chinese,
 * digits, most punctuation) matches the same rows with LIKE, which compares bytes: on PostgreSQL it is LIKE then.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from './types.js';

/** `%text%` with `%`, `_` and the escape character `!` taken literally (the same meaning in SQLite and PostgreSQL). */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export function likeOperator(text: string, dialect: DialectName): 'like' | 'ilike' {
  return dialect === 'postgres' && text.toLowerCase() !== text.toUpperCase() ? 'ilike' : 'like';
}

/** `target` contains `text`. */
export function containsText(target: Expression<unknown>, text: string, dialect: DialectName): RawBuilder<SqlBool> {
  return sql<SqlBool>`${target} ${sql.raw(likeOperator(text, dialect))} ${likePattern(text)} escape '!'`;
}
