/**
 * The plan of a draft against the module as it stands (its published version, else its catalogue file): every
 * problem of the draft, then what publishing it does to the table (core/catalogue/migrationPlan.ts) with the facts
 * only the database knows — the rows a narrowed length would cut, the columns earlier removals left — and the
 * report descriptors and score schemes the draft would break, each named.
 */
import path from 'node:path';
import type { ModuleFile } from '../../contract/catalogue/moduleFile.js';
import type { ModuleDraftProblem, MigrationPlan, PlanRefusal } from '../../contract/index.js';
import { lengthChecks, migrationPlan, type ColumnKind } from '../../core/catalogue/migrationPlan.js';
import { moduleFileProblemsIn } from '../../core/catalogue/moduleFileProblems.js';
import type { AppContext } from '../appContext.js';
import { Catalogue } from '../platform/catalogue/catalogue.js';
import { readDictionaries } from '../platform/catalogue/dictionaries.js';
import type { CatalogueModule, ModuleDefinition } from '../platform/catalogue/types.js';
import { SYSTEM_COLUMN_NAMES } from '../platform/db/systemColumns.js';
import { loadReports } from '../reports/index.js';
import { loadScoreSchemes } from '../scores/index.js';
import { rowsLongerThan, rowsUnderReview, tableColumns } from './tableColumns.js';

/** Where the descriptors that read modules lie (the reports and scores plugins' folders). */
export interface DescriptorFolders {
  schemasDir: string;
  reportsDir: string;
  scoresDir: string;
}

export interface DraftPlan {
  Problems: ModuleDraftProblem[];
  Plan: MigrationPlan | null;
}

export async function planDraft(ctx: AppContext, folders: DescriptorFolders, module: CatalogueModule, current: ModuleFile, draft: unknown): Promise<DraftPlan> {
  const otherModules = ctx.catalogue
    .all()
    .filter((other) => other !== module)
    .map((other) => other.name);
  const Problems = moduleFileProblemsIn(draft, { otherModules });
  if (Problems.length > 0) return { Problems, Plan: null };
  const definition = draft as ModuleFile;
  const longerRows = new Map<string, number>();
  for (const check of lengthChecks(current, definition)) {
    longerRows.set(check.field, await rowsLongerThan(ctx.db, module.name, check.field, check.max));
  }
  const columns = await tableColumns(ctx.db, ctx.dialect, module.name);
  const storedNow = new Set(module.storedFields.map((field) => field.Name.toLowerCase()));
  const system = new Set([...SYSTEM_COLUMN_NAMES].map((name) => name.toLowerCase()));
  const leftColumns = new Map<string, ColumnKind>([...columns].filter(([name]) => !storedNow.has(name) && !system.has(name)));
  const underReview = current.Server?.Flow && !definition.Server?.Flow ? await rowsUnderReview(ctx.db, module.name) : 0;
  const plan = migrationPlan(current, definition, { longerRows, leftColumns, underReview });
  if (definition.Name === module.name) plan.Refusals.push(...descriptorRefusals(ctx.catalogue, folders, module.name, definition));
  return { Problems, Plan: plan };
}

/** The reports and score schemes checked against the catalogue with the draft in the module's place. */
function descriptorRefusals(catalogue: Catalogue, folders: DescriptorFolders, name: string, draft: ModuleDefinition): PlanRefusal[] {
  const candidate = new Catalogue(catalogue.all());
  candidate.replace(name, draft);
  const refusals: PlanRefusal[] = [];
  const attempt = (label: string, dir: string, load: () => void) => {
    try {
      load();
    } catch (error) {
      const message = (error as Error).message.replaceAll(`${dir}${path.sep}`, '');
      refusals.push({ Field: null, Reason: `${label}会因此失效: ${message}` });
    }
  };
  attempt('报表', folders.reportsDir, () => loadReports(folders.reportsDir, candidate));
  attempt('积分方案', folders.scoresDir, () => loadScoreSchemes(folders.scoresDir, candidate, new Map(Object.entries(readDictionaries(folders.schemasDir)))));
  return refusals;
}
