/**
 * GET /api/Notice/People?KeyWord=: the people the audience picker finds — enabled users whose name, account or work
 * code contains the keyword, with their department; at most NOTICE_LIMITS.peopleResults, the keyword bounded.
 */
import { NOTICE_LIMITS, NOTICE_MESSAGES, type NoticePerson } from '../../../contract/notify.js';
import type { Db, DialectName } from '../../platform/db/types.js';
import { badRequest } from '../../platform/http/httpError.js';
import { enabledUsersMatching } from '../../people/index.js';

/** The query's KeyWord (any case), trimmed and bounded. */
export function readPeopleKeyword(query: unknown): string {
  const bag = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const key = Object.keys(bag).find((k) => k.toLowerCase() === 'keyword');
  const value = key === undefined ? '' : bag[key];
  if (typeof value !== 'string') throw badRequest(NOTICE_MESSAGES.badKeyword);
  const keyword = value.trim();
  if (keyword.length > NOTICE_LIMITS.keywordLength) throw badRequest(NOTICE_MESSAGES.badKeyword);
  return keyword;
}

export async function peopleMatching(db: Db, dialect: DialectName, keyword: string): Promise<NoticePerson[]> {
  const people = await enabledUsersMatching(db, dialect, keyword, NOTICE_LIMITS.peopleResults);
  return people.map((person) => ({ ...person, DeptName: person.DeptName ?? '' }));
}
