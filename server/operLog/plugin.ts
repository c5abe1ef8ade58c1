/**
 * /api/OperLog — 操作日志: every record's change-history lines across modules, for administrators or a role granted
 * 操作日志 (core/permissions/operLogPermission.ts): the filtered list a page at a time, a line's field-by-field diff,
 * the export, and the retention setting with its background purge.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  OPER_LOG_MAX_PEOPLE,
  OperLogFilterBodySchema,
  OperLogSettingBodySchema,
  type OperLogDetail,
  type OperLogExportStarted,
  type OperLogFilterBody,
  type OperLogModule,
  type OperLogPage,
  type OperLogPerson,
  type OperLogSetting,
  type OperLogSettingBody,
  type RecordChangeAction,
} from '../../contract/index.js';
import { OPER_LOG_PERMISSION } from '../../core/permissions/operLogPermission.js';
import type {} from '../downloads/index.js';
import type {} from '../hub/index.js';
import { hasPermission, requireLogin } from '../permissions/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { conflict, forbidden, notFound } from '../platform/http/httpError.js';
import { CHANGE_TABLE, recordName, recordScopeOf, shownEntries, type Actor } from '../records/index.js';
import { runOperLogExport } from './operLogExport.js';
import { readAnchor, readFilter, readPageSize, readPersonText, type RawFilter } from './operLogFilter.js';
import { OPER_LOG_MESSAGES } from './operLogMessages.js';
import { filteredQuery, LINE_COLUMNS, lineOf, moduleTitle, peopleMatching, type StoredLine } from './operLogQuery.js';
import { checkedRetentionMonths, purgeOldLines, readRetentionMonths, saveRetentionMonths } from './operLogRetention.js';

export interface OperLogOptions {
  /** How often the purge looks for lines past the retention (tests shorten it). */
  purgeIntervalMs?: number;
}

const PURGE_INTERVAL_MS = 6 * 3600 * 1000;
/** The first purge waits for the start's own work (schema sync, the caches) to settle. */
const FIRST_PURGE_DELAY_MS = 60 * 1000;

async function requireOperLog(request: FastifyRequest): Promise<Actor> {
  const auth = requireLogin(request);
  if (!(await hasPermission(request, OPER_LOG_PERMISSION, 'List'))) throw forbidden(OPER_LOG_MESSAGES.forbidden);
  return { userId: auth.user.Id, isAdmin: auth.user.IsAdmin, name: auth.user.Name, address: request.ip };
}

/** The fields of a module the caller may not see (personal ones without 查看个人信息), as a record's reader. */
function withheldReader(request: FastifyRequest, actor: Actor): (module: CatalogueModule) => Promise<readonly string[]> {
  const known = new Map<string, readonly string[]>();
  return async (module) => {
    const cached = known.get(module.name);
    if (cached) return cached;
    const withheld = (await recordScopeOf(request, module, actor)).withheld ?? [];
    known.set(module.name, withheld);
    return withheld;
  };
}

function startPurge(app: FastifyInstance, intervalMs: number): () => void {
  let running: Promise<void> | null = null;
  let closed = false;
  const purge = () => {
    if (running || closed) return;
    running = purgeOldLines(app.appContext.db, new Date(), () => closed)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'operation log purge failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(purge, Math.min(FIRST_PURGE_DELAY_MS, intervalMs));
  const timer = setInterval(purge, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(timer);
    // A purge under way stops at its next batch (it asks `closed`): the database is closed after it.
    await running;
  });
  return purge;
}

export const operLogPlugin: FastifyPluginAsync<OperLogOptions> = async (app, options) => {
  const ctx = app.appContext;
  const purgeNow = startPurge(app, options.purgeIntervalMs ?? PURGE_INTERVAL_MS);
  /** One export at a time per user: a second is refused, not queued. */
  const exporting = new Set<string>();

  app.get<{ Querystring: RawFilter & { After?: string; Size?: string } }>('/api/OperLog/List', async (request): Promise<OperLogPage> => {
    await requireOperLog(request);
    const filter = readFilter(request.query, ctx.catalogue);
    const size = readPageSize(request.query.Size);
    const anchor = readAnchor(request.query.After);
    const query = await filteredQuery(ctx.db, filter, anchor);
    const rows = (await query
      .select([...LINE_COLUMNS])
      .limit(size + 1)
      .execute()) as StoredLine[];
    const lines = rows.slice(0, size).map((row) => lineOf(ctx.catalogue, row));
    return { Lines: lines, Next: rows.length > size ? (lines[lines.length - 1]?.Id ?? null) : null };
  });

  app.get<{ Params: { id: string } }>('/api/OperLog/Line/:id', async (request): Promise<OperLogDetail> => {
    const actor = await requireOperLog(request);
    // An id no line could have is a line that does not exist, not a malformed page.
    const id = /^[0-9a-f-]{36}$/i.test(request.params.id) ? request.params.id.toLowerCase() : undefined;
    const row =
      id === undefined
        ? undefined
        : ((await ctx.db
            .selectFrom(CHANGE_TABLE)
            .select([...LINE_COLUMNS])
            .where('Id', '=', id)
            .executeTakeFirst()) as StoredLine | undefined);
    if (!row) throw notFound(OPER_LOG_MESSAGES.lineNotFound);
    const module = ctx.catalogue.find(row.ModuleName);
    const base = {
      Id: row.Id,
      Time: row.Time,
      UserName: row.UserName,
      Address: row.Address,
      Action: row.Action as RecordChangeAction,
      ModuleName: row.ModuleName,
      ModuleTitle: moduleTitle(ctx.catalogue, row.ModuleName),
      Record_Id: row.Record_Id,
      RecordName: '',
    };
    // A module since removed: its lines still list, with no descriptors to read their values by.
    if (!module) return { ...base, Entry: { Id: row.Id, Action: base.Action, UserName: row.UserName, Address: row.Address, Time: row.Time, Changes: [] } };
    const record = await ctx.db.selectFrom(module.name).selectAll().where('Id', '=', row.Record_Id).executeTakeFirst();
    if (record) base.RecordName = await recordName(ctx.db, ctx.catalogue, module, record);
    const [entry] = await shownEntries(ctx, module, [row], await withheldReader(request, actor)(module));
    return { ...base, Entry: entry! };
  });

  app.get<{ Querystring: { Name?: unknown } }>('/api/OperLog/People', async (request): Promise<OperLogPerson[]> => {
    await requireOperLog(request);
    const name = readPersonText(request.query.Name);
    return name === undefined ? [] : peopleMatching(ctx.db, name, OPER_LOG_MAX_PEOPLE);
  });

  app.get('/api/OperLog/Modules', async (request): Promise<OperLogModule[]> => {
    await requireOperLog(request);
    return ctx.catalogue.all().map((module) => ({ Name: module.name, Title: module.definition.Description || module.name }));
  });

  app.post<{ Body: OperLogFilterBody }>(
    '/api/OperLog/Export',
    { schema: { body: OperLogFilterBodySchema } },
    async (request): Promise<OperLogExportStarted> => {
      const actor = await requireOperLog(request);
      const filter = readFilter(request.body, ctx.catalogue);
      const owner = actor.userId ?? '';
      if (exporting.has(owner)) throw conflict(OPER_LOG_MESSAGES.exportBusy);
      exporting.add(owner);
      let jobId: string;
      try {
        jobId = await app.downloadJobs.create(owner, 'export', '操作日志导出', CHANGE_TABLE);
      } catch (error) {
        exporting.delete(owner);
        throw error;
      }
      void runOperLogExport(ctx, app.downloadJobs, jobId, { filter, withheldFor: withheldReader(request, actor) })
        .then((rows) => app.hub.sendToUser(owner, 'Notify', `操作日志导出已完成(共${rows}条),请到下载中心下载`).catch(() => undefined))
        .catch(async (error: unknown) => {
          request.log.error({ err: error, jobId }, 'operation log export failed');
          await app.downloadJobs.fail(jobId, OPER_LOG_MESSAGES.exportFailed).catch(() => undefined);
        })
        .finally(() => exporting.delete(owner));
      return { JobId: jobId };
    },
  );

  app.get('/api/OperLog/Setting', async (request): Promise<OperLogSetting> => {
    await requireOperLog(request);
    return { RetentionMonths: await readRetentionMonths(ctx.db) };
  });

  app.put<{ Body: OperLogSettingBody }>('/api/OperLog/Setting', { schema: { body: OperLogSettingBodySchema } }, async (request): Promise<OperLogSetting> => {
    const actor = await requireOperLog(request);
    const months = checkedRetentionMonths(request.body.RetentionMonths);
    await saveRetentionMonths(ctx.db, months, actor.userId ?? '');
    // A shorter retention takes effect now, not at the next round.
    purgeNow();
    return { RetentionMonths: months };
  });
};
