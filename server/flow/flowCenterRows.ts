/**
 * A page of the approval centre as the wire carries it (FlowCenterRow): the module's Chinese description, the
 * applicant's name and work code, the instance's state and where it stands, and — on 我已审批 — the caller's decision
 * with the opinion they gave (read from the instance's history, the one place opinions are kept).
 */
import type { FlowCenterRow, FlowCenterTab, FlowDecision } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db, Row } from '../platform/db/types.js';
import { parseHistory, type HistoryEntry } from '../../core/flow/history.js';
import { parseDecision } from '../../core/flow/states.js';
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

/** Where the instance stands: its open step, or once out of review the step of its last action. */
function stepName(instance: Row | undefined, open: Map<string, string>): string {
  if (!instance) return '';
  return open.get(text(instance.Id)) ?? parseHistory(instance.History).at(-1)?.StepName ?? '';
}

interface Lookups {
  catalogue: Catalogue;
  instances: Map<string, Row>;
  open: Map<string, string>;
  people: Map<string, Applicant>;
  userId: string;
}

function toRow(tab: FlowCenterTab, row: Row, look: Lookups): FlowCenterRow {
  const started = tab === 'started';
  const instance = started ? row : look.instances.get(text(row.Example_Id));
  const description = look.catalogue.find(text(row.ModuleName))?.definition.Description ?? '';
  const decision = tab === 'decided' ? parseDecision(text(row.Decision)) : null;
  const entry = decision && instance ? myEntry(parseHistory(instance.History), row, look.userId) : undefined;
  return {
    Id: text(row.Id),
    FlowExample_Id: started ? text(row.Id) : text(row.Example_Id),
    ModuleName: text(row.ModuleName),
    ModuleDescription: description,
    Business_Id: text(row.Business_Id),
    // Items carry the summary made at submission; an instance its title, prefixed as a summary is.
    Summary: started ? `${description}:${text(row.Title)}` : text(row.Summary),
    Applicant: look.people.get(text(row.Applicant_Id)) ?? { UserNameCn: '', WorkCode: '' },
    FlowStatus: text(instance?.Status),
    StepName: stepName(instance, look.open),
    // When it reached me (pending; a copy: when it was copied), when I decided, when it was last submitted.
    Time: text(tab === 'pending' || tab === 'cc' ? row.Time : tab === 'decided' ? row.CompleteTime : row.StartTime),
    Decision: decision as FlowDecision | null,
    Opinion: decision ? entry?.Opinion ?? '' : null,
  };
}

export async function toCenterRows(db: Db, catalogue: Catalogue, tab: FlowCenterTab, rows: Row[], userId: string): Promise<FlowCenterRow[]> {
  const instances = tab === 'started'
    ? new Map(rows.map((row) => [text(row.Id), row]))
    : await instancesById(db, rows.map((row) => text(row.Example_Id)));
  const look: Lookups = {
    catalogue, instances, userId,
    open: await openStepNames(db, [...instances.keys()]),
    people: await applicantsById(db, [...new Set(rows.map((row) => text(row.Applicant_Id)))]),
  };
  const page = rows.map((row) => toRow(tab, row, look));
  for (const row of page) row.Summary = await readableSummary(db, catalogue, row.ModuleName, row.Summary);
  return page;
}
