/**
 * What generated rows refer to, read from the database once per run: users, people and their departments,
 * dictionary values, and ids of related modules. Reading (not re-deriving) them keeps every reference real.
 */
import type { Catalogue } from '../../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import type { Db } from '../../platform/db/types.js';
import { DEPARTMENTS } from '../referenceData.js';
import { ensureDemoAttachments, type DemoFileStore } from './demoAttachments.js';
import { APPROVED } from './featuredRows.js';

export interface DemoUser {
  Id: string;
  Account: string;
  Name: string;
  Person_Id: string | null;
}
export interface DemoPerson {
  Id: string;
  Name: string;
  Dept_Id: string | null;
}
export interface DemoDept {
  Id: string;
  Name: string;
  topics: readonly string[];
}

export interface DemoContext {
  db: Db;
  catalogue: Catalogue;
  users: DemoUser[];
  /** The account most generated rows belong to, so staff sees rows in every user-owned module. */
  staff: DemoUser;
  people: DemoPerson[];
  depts: DemoDept[];
  deptById: Map<string, DemoDept>;
  /** Dictionary name → values, as stored in EnumItem. */
  dictionaries: Map<string, string[]>;
  /** Stored demo files, for fields that require an attachment. */
  attachmentIds: string[];
}

/** Enough related rows to pick from; a million-row module need not be read whole. */
export const RELATED_ID_SAMPLE = 5000;

const ALL_TOPICS: readonly string[] = DEPARTMENTS.flatMap((d) => d.topics);

export async function loadDemoContext(db: Db, catalogue: Catalogue, store: DemoFileStore): Promise<DemoContext> {
  const users = (await db.selectFrom('User').select(['Id', 'Account', 'Name', 'Person_Id']).orderBy('Create_Time').orderBy('Id').execute()).map((u) => ({
    Id: String(u.Id),
    Account: String(u.Account),
    Name: String(u.Name),
    Person_Id: u.Person_Id === null ? null : String(u.Person_Id),
  }));
  const staff = users.find((u) => u.Account === 'staff') ?? users[0];
  if (!staff) throw new Error('演示数据需要先有用户(首次启动的种子数据)');
  const people = (await db.selectFrom('Person').select(['Id', 'Name', 'Dept_Id']).orderBy('Create_Time').orderBy('Id').limit(RELATED_ID_SAMPLE).execute()).map(
    (p) => ({ Id: String(p.Id), Name: String(p.Name), Dept_Id: p.Dept_Id === null ? null : String(p.Dept_Id) }),
  );
  const depts = (await db.selectFrom('Dept').select(['Id', 'Name']).orderBy('Create_Time').orderBy('Id').limit(RELATED_ID_SAMPLE).execute()).map((d) => ({
    Id: String(d.Id),
    Name: String(d.Name),
    topics: DEPARTMENTS.find((s) => s.Name === d.Name)?.topics ?? ALL_TOPICS,
  }));
  if (people.length === 0 || depts.length === 0) throw new Error('演示数据需要先有科室和人员');
  const dictionaries = new Map<string, string[]>();
  const items = await db.selectFrom('EnumItem').select(['EnumName', 'EnumValue']).orderBy('EnumName').orderBy('SortCode').orderBy('Id').execute();
  for (const item of items) {
    const name = String(item.EnumName);
    const values = dictionaries.get(name) ?? [];
    values.push(String(item.EnumValue));
    dictionaries.set(name, values);
  }
  const attachmentIds = await ensureDemoAttachments(db, store, staff.Id);
  return { db, catalogue, users, staff, people, depts, deptById: new Map(depts.map((d) => [d.Id, d])), dictionaries, attachmentIds };
}

/** Up to RELATED_ID_SAMPLE ids of a table, in a stable order (so a seed gives the same picks). */
export async function loadIds(db: Db, table: string): Promise<string[]> {
  const rows = await db.selectFrom(table).select('Id').orderBy('Create_Time').orderBy('Id').limit(RELATED_ID_SAMPLE).execute();
  return rows.map((r) => String(r.Id));
}

/** Up to RELATED_ID_SAMPLE ids of a module's rows filed in `year` and, where it is approved, approved. */
export async function loadFeaturedIds(db: Db, module: CatalogueModule, year: number): Promise<string[]> {
  let query = db
    .selectFrom(module.name)
    .select('Id')
    .where('Create_Time', '>=', `${year}-01-01`)
    .where('Create_Time', '<', `${year + 1}-01-01`);
  if (module.fieldsByName.has('FlowStatus')) query = query.where('FlowStatus', '=', APPROVED);
  const rows = await query.orderBy('Create_Time').orderBy('Id').limit(RELATED_ID_SAMPLE).execute();
  return rows.map((r) => String(r.Id));
}
