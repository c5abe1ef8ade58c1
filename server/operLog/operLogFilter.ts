/**
 * The 操作日志's filters as the caller sends them (query string or body), checked and bounded: each text has its
 * length, a time is a date or a date and time, the page size is at most MAX_PAGE_LINES. Anything else is a Chinese 400.
 */
import { RECORD_CHANGE_ACTIONS, type RecordChangeAction } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { badRequest } from '../platform/http/httpError.js';
import { OPER_LOG_MESSAGES } from './operLogMessages.js';

export const DEFAULT_PAGE_LINES = 20;
export const MAX_PAGE_LINES = 100;
/** A person's name as the filter takes it. */
const PERSON_MAX = 50;

export interface OperLogFilter {
  /** The person's name as lines show it (系统: the server's own writes). */
  user?: string;
  module?: string;
  recordId?: string;
  action?: RecordChangeAction;
  /** Epoch ms, inclusive. */
  fromMs?: number;
  /** Epoch ms, exclusive. */
  toMs?: number;
  /** The start of the address (10.0.0. finds the subnet). */
  address?: string;
}

export type RawFilter = Partial<Record<'User' | 'Module' | 'Record' | 'Action' | 'From' | 'To' | 'Address', unknown>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function text(value: unknown, what: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(OPER_LOG_MESSAGES.tooLong(what, max));
  const trimmed = value.trim();
  if (trimmed.length > max) throw badRequest(OPER_LOG_MESSAGES.tooLong(what, max));
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A time as local time (the server's, as every stored time is): a date alone means its first moment, or with `end`
 * the first moment of the next day, so 至 2026-11-29 includes the whole day.
 */
export function timeMs(value: string, what: string, end: boolean): number {
  const date = DATE.exec(value);
  const dateTime = DATE_TIME.exec(value);
  const parts = (date ?? dateTime)?.slice(1).map((part) => Number(part ?? 0));
  if (!parts) throw badRequest(OPER_LOG_MESSAGES.badTime(what));
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const at = new Date(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(at.getTime()) || at.getMonth() !== month - 1 || at.getDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw badRequest(OPER_LOG_MESSAGES.badTime(what));
  }
  if (!end) return at.getTime();
  return date ? new Date(year, month - 1, day + 1).getTime() : at.getTime() + 1000;
}

/** The text the 人员 filter suggests people for: up to the filter's own length, blank for none. */
export function readPersonText(value: unknown): string | undefined {
  return text(value, '人员', PERSON_MAX);
}

export function readFilter(raw: RawFilter, catalogue: Catalogue): OperLogFilter {
  const filter: OperLogFilter = {};
  const user = text(raw.User, '人员', PERSON_MAX);
  if (user) filter.user = user;
  const moduleName = text(raw.Module, '模块', 100);
  if (moduleName) {
    const module = catalogue.find(moduleName);
    if (!module) throw badRequest(OPER_LOG_MESSAGES.moduleNotFound);
    filter.module = module.name;
  }
  const recordId = text(raw.Record, '记录编号', 64);
  if (recordId) filter.recordId = recordId;
  const action = text(raw.Action, '操作类型', 10);
  if (action) {
    if (!RECORD_CHANGE_ACTIONS.includes(action as RecordChangeAction)) throw badRequest(OPER_LOG_MESSAGES.badAction);
    filter.action = action as RecordChangeAction;
  }
  const from = text(raw.From, '开始时间', 19);
  if (from) filter.fromMs = timeMs(from, '开始时间', false);
  const to = text(raw.To, '结束时间', 19);
  if (to) filter.toMs = timeMs(to, '结束时间', true);
  if (filter.fromMs !== undefined && filter.toMs !== undefined && filter.fromMs >= filter.toMs) throw badRequest(OPER_LOG_MESSAGES.badRange);
  const address = text(raw.Address, '地址', 64);
  if (address) filter.address = address;
  return filter;
}

export function readPageSize(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_PAGE_LINES;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_LINES) throw badRequest(OPER_LOG_MESSAGES.badSize);
  return size;
}

/** An anchor is a line's Id as the last page gave it: a UUID's characters, nothing else. */
export function readAnchor(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^[0-9a-f-]{1,40}$/i.test(raw)) throw badRequest(OPER_LOG_MESSAGES.badAnchor);
  return raw.toLowerCase();
}
