/**
 * A page of the approval centre as the wire carries it (FlowCenterRow): the module's Chinese description, the
 * applicant's name and work code, the state and where it stands (core/flow/standing.ts: the open step, or 已结束 /
 * 申请人修改 once out of review — never a step the flow merely passed), and — on 我已审批 — the caller's decision with
 * the opinion they gave (read from the instance's history, the one place opinions are kept). 我发起的 rows are the
 * caller's records (flowStartedStore.ts), named as they read now.
 */
import type { FlowCenterRow, FlowCenterTab, FlowDecision } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db, Row } from '../platform/db/types.js';
import { parseHistory, type HistoryEntry } from '../../core/flow/history.js';
import { parseDecision } from '../../core/flow/states.js';
import { standingStepName, statusOf } from '../../core/flow/standing.js';
import { recordName, summaryOf } from '../records/index.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';
import { instancesById, openStepNames } from './flowCenterStore.js';
import { readableSummary } from './flowCenterTitles.js';
import { applicantsById, type Applicant } from './flowMessages.js';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The caller's entry for a decided item: same step and decision, the latest not after the item closed. */
function myEntry(history: readonly HistoryEntry[], item: Row, userId: string): HistoryEntry | undefined {
  const closed = text(item.CompleteTime);
  const mine = history.filter((h) => h.User_Id === userId && h.Step === Number(item.Step) && h.Action === item.Decision);
  return mine.filter((h) => closed === '' || h.Time <= closed).at(-1) ?? mine.at(-1);
}

/** Where the instance stands: its open step under review, else what is next for it. */
function stepName(instance: Row | undefined, open: Map<string, string>): string {
  if (!instance) return '';
  return standingStepName(statusOf(text(instance.Status)), open.get(text(instance.Id)) ?? null);
}

interface Lookups {
  catalogue: Catalogue;
  instances: Map<string, Row>;
  open: Map<string, string>;
  people: Map<string, Applicant>;
  userId: string;
}

function toRow(tab: Exclude<FlowCenterTab, 'started'>, row: Row, look: Lookups): FlowCenterRow {
  const instance = look.instances.get(text(row.Example_Id));
  const description = look.catalogue.find(text(row.ModuleName))?.definition.Description ?? '';
  const decision = tab === 'decided' ? parseDecision(text(row.Decision)) : null;
  const entry = decision && instance ? myEntry(parseHistory(instance.History), row, look.userId) : undefined;
  return {
    Id: text(row.Id),
    FlowExample_Id: text(row.Example_Id),
    ModuleName: text(row.ModuleName),
    ModuleDescription: description,
    Business_Id: text(row.Business_Id),
    // Items carry the summary made when they were written.
    Summary: text(row.Summary),
    Applicant: look.people.get(text(row.Applicant_Id)) ?? { UserNameCn: '', WorkCode: '' },
    FlowStatus: text(instance?.Status),
    StepName: stepName(instance, look.open),
    // When it reached me (pending; a copy: when it was copied), when I decided.
    Time: text(tab === 'decided' ? row.CompleteTime : row.Time),
    Decision: decision as FlowDecision | null,
    Opinion: decision ? (entry?.Opinion ?? '') : null,
  };
}

export async function toCenterRows(
  db: Db,
  catalogue: Catalogue,
  tab: Exclude<FlowCenterTab, 'started'>,
  rows: Row[],
  userId: string,
): Promise<FlowCenterRow[]> {
  const instances = await instancesById(
    db,
    rows.map((row) => text(row.Example_Id)),
  );
  const look: Lookups = {
    catalogue,
    instances,
    userId,
    open: await openStepNames(db, [...instances.keys()]),
    people: await applicantsById(db, [...new Set(rows.map((row) => text(row.Applicant_Id)))]),
  };
  const page = rows.map((row) => toRow(tab, row, look));
  for (const row of page) row.Summary = await readableSummary(db, catalogue, row.ModuleName, row.Business_Id, row.Summary);
  return page;
}

/** The latest instance of each record on a page (one per record; a resubmission reuses it). */
async function instancesOfRecords(db: Db, rows: readonly Row[]): Promise<Map<string, Row>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .selectFrom(FLOW_EXAMPLE_MODULE)
    .selectAll()
    .where('ModuleName', 'in', [...new Set(rows.map((row) => text(row.ModuleName)))])
    .where(
      'Business_Id',
      'in',
      rows.map((row) => text(row.Id)),
    )
    .orderBy('StartTime', 'asc')
    .execute();
  return new Map(found.map((instance) => [`${text(instance.ModuleName)}:${text(instance.Business_Id)}`, instance]));
}

/**
 * 我发起的: the caller's records (ModuleName, Id, FlowStatus, Create_Time from flowStartedStore.ts) with the state the
 * record holds, where it stands, its name as it reads now and when it was made (申请时间).
 */
export async function toStartedRows(db: Db, catalogue: Catalogue, rows: Row[], applicant: Applicant): Promise<FlowCenterRow[]> {
  const instances = await instancesOfRecords(db, rows);
  const open = await openStepNames(
    db,
    [...instances.values()].map((instance) => text(instance.Id)),
  );
  const records = new Map<string, Row>();
  for (const moduleName of new Set(rows.map((row) => text(row.ModuleName)))) {
    const module = catalogue.find(moduleName);
    const ids = rows.filter((row) => text(row.ModuleName) === moduleName).map((row) => text(row.Id));
    if (module)
      for (const record of await db.selectFrom(module.name).selectAll().where('Id', 'in', ids).execute())
        records.set(`${module.name}:${text(record.Id)}`, record);
  }
  const page: FlowCenterRow[] = [];
  for (const row of rows) {
    const module = catalogue.find(text(row.ModuleName));
    if (!module) continue;
    const record = records.get(`${module.name}:${text(row.Id)}`);
    const instance = instances.get(`${module.name}:${text(row.Id)}`);
    const status = statusOf(text(row.FlowStatus));
    page.push({
      Id: text(row.Id),
      FlowExample_Id: text(instance?.Id),
      ModuleName: module.name,
      ModuleDescription: module.definition.Description,
      Business_Id: text(row.Id),
      Summary: summaryOf(module, record ? await recordName(db, catalogue, module, record) : ''),
      Applicant: applicant,
      FlowStatus: status,
      StepName: standingStepName(status, instance ? (open.get(text(instance.Id)) ?? null) : null),
      Time: text(row.Create_Time),
      Decision: null,
      Opinion: null,
    });
  }
  return page;
}
