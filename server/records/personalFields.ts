/**
 * Personal data on the server (D-SEC-13, core/permissions/personalFields.ts): a reader without the module's
 * 查看个人信息 grant gets its personal fields empty from every read that goes through a record scope (List, Get,
 * export, print, the person picker, a save's answer), may not filter or sort by them (a filter would find a phone
 * digit by digit), and cannot write them: a form that showed them as 无权查看 cannot overwrite what is stored. The
 * list's keyword never searches them (keywordIndex.ts), whoever asks.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiRecord } from '../../contract/index.js';
import { PERSONAL_ACTION, personalFieldNames } from '../../core/permissions/personalFields.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { forbidden } from '../platform/http/httpError.js';
import { hasPermission } from '../permissions/index.js';
import type { Actor } from './actor.js';
import { findColumn } from './fieldNames.js';
import type { ListRequest } from './pagePara.js';

/** The module's personal fields this caller may not see: none for administrators and holders of the grant. */
export async function withheldFieldsFor(request: FastifyRequest, module: CatalogueModule, actor: Actor): Promise<readonly string[]> {
  const personal = personalFieldNames(module.storedFields);
  if (personal.length === 0 || actor.isAdmin) return [];
  return (await hasPermission(request, module.name, PERSONAL_ACTION)) ? [] : personal;
}

export const withheldQueryMessage = (description: string): string => `无权按${description}查询`;

/** Refuses (403) a filter or sort over a withheld field. */
export function refuseWithheldQuery(module: CatalogueModule, request: ListRequest, withheld: readonly string[] = []): void {
  if (withheld.length === 0) return;
  const names = [...request.filters.flatMap((filter) => String(filter.Name ?? '').split(';')), ...(request.sort ? [request.sort.name] : [])];
  for (const name of names) {
    const field = findColumn(module, name)?.field;
    if (field && withheld.includes(field.Name)) throw forbidden(withheldQueryMessage(field.Description));
  }
}

/** The records with the withheld fields emptied (the records are the caller's own copies). */
export function withholdValues<T extends ApiRecord>(records: T[], withheld: readonly string[] = []): T[] {
  if (withheld.length === 0) return records;
  for (const record of records) for (const name of withheld) if (name in record) record[name as keyof T] = null as T[keyof T];
  return records;
}

/** A write's input without the withheld fields (keys already spelled as the fields, inputKeys.ts): the stored values stay. */
export function withoutWithheldInput(input: Record<string, unknown>, withheld: readonly string[] = []): Record<string, unknown> {
  if (withheld.length === 0) return input;
  const kept = { ...input };
  for (const name of withheld) delete kept[name];
  return kept;
}
