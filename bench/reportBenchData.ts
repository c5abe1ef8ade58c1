/**
 * The report benchmark's data: 40 departments, 2,000 people and 1,000,000 research projects (Problem) over ten
 * years, with the dictionary values the report descriptors group by, in realistic proportions (more projects each
 * year, big departments and small ones, few national projects and many hospital ones, three in four approved).
 * Loaded fast and on a connection of its own: SQLite through one prepared INSERT in large transactions, PostgreSQL
 * through multi-row INSERT … SELECT FROM unnest(arrays) of 10,000 rows. The table's indexes are dropped for the load
 * and rebuilt after it (one sort each instead of a million updates), then the planner's statistics are gathered, as
 * PostgreSQL's autovacuum and a SQLite `ANALYZE` would on a table that grew this big.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Catalogue } from '../server/platform/catalogue/catalogue.js';
import { SQLITE_FILE_NAME } from '../server/platform/db/database.js';
import { moduleTableDefinition } from '../server/platform/db/schemaSync.js';
import type { DialectName } from '../server/platform/db/types.js';
import type { StorageKind } from '../server/platform/db/columnTypes.js';
import { KEYWORD_INDEX_PREFIX } from '../server/records/keywordIndex.js';
import { CUBE_STATE_DDL, CUBE_STATE_TABLE } from '../server/reports/reportCubeSql.js';

export interface BenchStore {
  dialect: DialectName;
  /** The server's data folder (SQLite) or its database URL (PostgreSQL). */
  dataDir: string;
  databaseUrl: string | undefined;
}

export type Row = Record<string, string | number | null>;

/** mulberry32: the same rows at every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function weighted<T>(next: () => number, items: ReadonlyArray<readonly [T, number]>): () => T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
}

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
export const uuid = (prefix: string, n: number): string => `${prefix}-0000-4000-8000-${pad(n, 12)}`;

/** Departments added to the seed's 14, to reach a hospital's ~40. */
const MORE_DEPARTMENTS = [
  '内分泌科',
  '肾内科',
  '血液科',
  '风湿免疫科',
  '感染科',
  '老年医学科',
  '急诊科',
  '重症医学科',
  '心胸外科',
  '神经外科',
  '泌尿外科',
  '肝胆外科',
  '胃肠外科',
  '甲状腺乳腺外科',
  '血管外科',
  '妇产科',
  '儿科',
  '眼科',
  '耳鼻咽喉科',
  '口腔科',
  '皮肤科',
  '康复医学科',
  '麻醉科',
  '病理科',
  '超声医学科',
  '核医学科',
];
const LEVELS = [
  ['国家级', 4],
  ['省部级', 12],
  ['市厅级', 30],
  ['院级', 54],
] as const;
const SOURCES = [
  ['国家自然科学基金', 6],
  ['国家重点研发计划', 2],
  ['省自然科学基金', 12],
  ['省卫生健康委科研项目', 15],
  ['市科技计划项目', 20],
  ['院内科研基金', 35],
  ['横向合作', 10],
] as const;
const STATUSES = [
  ['在研', 40],
  ['已结题', 50],
  ['延期', 7],
  ['终止', 3],
] as const;
const FLOW_STATUSES = [
  ['已通过', 75],
  ['审核中', 10],
  ['未提交', 8],
  ['已退回', 5],
  ['不通过', 2],
] as const;
const TITLES = ['主任医师', '副主任医师', '主治医师', '住院医师', '研究员', '副研究员', '助理研究员', '主任护师', '副主任护师', '主管护师'];
const FUNDING_BY_LEVEL: Record<string, [number, number]> = { 国家级: [40, 300], 省部级: [10, 60], 市厅级: [3, 20], 院级: [0.5, 5] };
const SUMMARIES = [
  '本课题拟通过前瞻性队列研究,明确危险因素与临床结局之间的关联,为早期干预提供循证依据。',
  '基于多中心临床样本,建立并验证预测模型,评估其在基层医院推广应用的价值。',
  '以动物模型和细胞实验为基础,探讨关键通路在疾病发生发展中的作用机制。',
  '开展随机对照试验,比较两种治疗方案的有效性与安全性,并进行卫生经济学评价。',
];

export interface BenchPeople {
  deptIds: string[];
  /** People of each department (by index in deptIds): project leaders are drawn from their own department. */
  peopleByDept: string[][];
}

/** `drop` before the load (empty: nothing to drop), `definition` after it. */
export interface DeferredIndex {
  name: string;
  drop: string;
  definition: string;
}

/** Writes rows on a connection of the bench's own (never a client string in SQL: names come from the catalogue). */
export interface RowSink {
  insert(table: string, columns: ReadonlyArray<{ name: string; kind: StorageKind }>, rows: Row[]): Promise<void>;
  run(statement: string): Promise<void>;
  /**
   * What a bulk load into `table` sets aside and makes again afterwards: its indexes and, on SQLite, the keyword
   * index's triggers (D-PERF-16e; a million rows through them took six times the load) and that index's rebuild.
   */
  indexes(table: string): Promise<DeferredIndex[]>;
  close(): Promise<void>;
}

function sqliteSink(dataDir: string): RowSink {
  const db = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -524288');
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    async insert(table, columns, rows) {
      const key = `${table}:${columns.length}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(`insert into "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
        statements.set(key, statement);
      }
      const write = db.transaction((batch: Row[]) => {
        for (const row of batch) statement.run(columns.map((c) => row[c.name] ?? null));
      });
      write(rows);
    },
    async run(statement) {
      db.exec(statement);
    },
    async indexes(table) {
      const objects = db
        .prepare(`select type, name, sql as definition from sqlite_master where type in ('index', 'trigger') and tbl_name = ? and sql is not null`)
        .all(table) as Array<{ type: string; name: string; definition: string }>;
      // An external-content FTS5 table over `table`: refilled from it once the load is in (its triggers were away).
      const keywordTables = (
        db
          .prepare(`select name from sqlite_master where type = 'table' and sql like 'create virtual table%' and sql like ?`)
          .all(`%content='${table}'%`) as Array<{ name: string }>
      ).map(({ name }) => name);
      // The CJK keyword index (contentless, filled by the server's tokenizer, which this connection lacks): dropped with
      // its triggers, made and filled again by the server's next syncKeywordIndexes.
      const cjkTriggers = objects.filter(({ type, name }) => type === 'trigger' && name.startsWith(`${KEYWORD_INDEX_PREFIX}cjk_`));
      const cjkTables = [...new Set(cjkTriggers.map(({ name }) => name.slice(0, -'_ai'.length)))];
      return [
        ...objects
          .filter((o) => !cjkTriggers.includes(o))
          .map(({ type, name, definition }) => ({ name, definition, drop: `drop ${type} if exists "${name}"` })),
        ...cjkTriggers.map(({ name }) => ({ name, definition: '', drop: `drop trigger if exists "${name}"` })),
        ...cjkTables.map((name) => ({ name, definition: '', drop: `drop table if exists "${name}"` })),
        ...keywordTables.map((name) => ({ name, drop: '', definition: `insert into "${name}"("${name}") values('rebuild')` })),
      ];
    },
    async close() {
      db.close();
    },
  };
}

const PG_ARRAY_TYPES: Record<StorageKind, string> = { text: 'text[]', integer: 'bigint[]', real: 'double precision[]' };

async function postgresSink(url: string): Promise<RowSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async insert(table, columns, rows) {
      const arrays = columns.map((c) => rows.map((row) => row[c.name] ?? null));
      const casts = columns.map((c, i) => `$${i + 1}::${PG_ARRAY_TYPES[c.kind]}`).join(', ');
      await client.query(`insert into "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) select * from unnest(${casts})`, arrays);
    },
    async run(statement) {
      await client.query(statement);
    },
    async indexes(table) {
      const result = await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = $1 and indexname not like '%\\_pkey'`,
        [table],
      );
      return result.rows.map((row) => ({ ...row, drop: `drop index if exists "${row.name}"` }));
    },
    async close() {
      await client.end();
    },
  };
}

export const openSink = (store: BenchStore): Promise<RowSink> | RowSink =>
  store.dialect === 'postgres' ? postgresSink(store.databaseUrl as string) : sqliteSink(store.dataDir);

const BATCH_ROWS = 10_000;

export async function insertAll(sink: RowSink, catalogue: Catalogue, table: string, count: number, rowAt: (i: number) => Row): Promise<void> {
  const module = catalogue.find(table);
  if (!module) throw new Error(`no module ${table}`);
  const columns = moduleTableDefinition(module).columns;
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const rows: Row[] = [];
    for (let i = start; i < Math.min(count, start + BATCH_ROWS); i++) rows.push(rowAt(i));
    await sink.insert(table, columns, rows);
  }
}

/** The seed's departments plus MORE_DEPARTMENTS, and 50 people a department. */
export async function addPeople(store: BenchStore, catalogue: Catalogue, seedDeptIds: readonly string[]): Promise<BenchPeople> {
  const sink = await openSink(store);
  try {
    const stamp = '2016-01-04 09:00:00';
    const system = (id: string): Row => ({ Id: id, Create_Time: stamp, Modify_Time: stamp, Create_User_Id: null, Modify_User_Id: null, RowVersion: 1 });
    await insertAll(sink, catalogue, 'Dept', MORE_DEPARTMENTS.length, (i) => ({
      ...system(uuid('be0cde00', i)),
      Name: MORE_DEPARTMENTS[i],
      EnCode: `BD${pad(i)}`,
      Category: '临床科室',
      SortCode: 100 + i,
    }));
    const deptIds = [...seedDeptIds, ...MORE_DEPARTMENTS.map((_, i) => uuid('be0cde00', i))];
    const next = random(7);
    const perDept = 50;
    const peopleByDept = deptIds.map((_, d) => Array.from({ length: perDept }, (__, k) => uuid('be0ce0e0', d * perDept + k)));
    await insertAll(sink, catalogue, 'Person', deptIds.length * perDept, (i) => {
      const birthYear = 1958 + Math.floor(next() * 42);
      return {
        ...system(uuid('be0ce0e0', i)),
        Name: `研究者${i}`,
        WorkCode: `B${pad(i, 5)}`,
        Gender: next() < 0.5 ? '男' : '女',
        BirthDate: `${birthYear}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
        Dept_Id: deptIds[Math.floor(i / perDept)],
        ProfessionalTitle: TITLES[Math.floor(next() * TITLES.length)],
      };
    });
    return { deptIds, peopleByDept };
  } finally {
    await sink.close();
  }
}

/** `count` projects over the ten years up to `lastYear`; returns the seconds loading took (rows, then indexes). */
/**
 * After a bulk load with the table's indexes dropped: the indexes made again, the statistics a grown table has
 * (PostgreSQL's autovacuum: visibility map for index-only scans, row estimates; SQLite's ANALYZE: which index narrows
 * best), and on SQLite the load's write-ahead log (~1.5 GB) written back and emptied, as the server's next write would
 * once the load is checkpointed (left in place, every page read searches its index of frames).
 */
export async function rebuildAfterLoad(
  sink: RowSink,
  store: BenchStore,
  indexes: readonly DeferredIndex[],
  started: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const loaded = performance.now();
  for (const index of indexes) await sink.run(index.definition);
  await sink.run(store.dialect === 'postgres' ? 'vacuum analyze' : 'analyze');
  if (store.dialect === 'sqlite') await sink.run('pragma wal_checkpoint(truncate)');
  // The load went past the report cubes' triggers (SQLite: set aside with the indexes): each is built at its next read.
  await sink.run(CUBE_STATE_DDL);
  await sink.run(`update "${CUBE_STATE_TABLE}" set "Built" = 0`);
  return { loadSeconds: (loaded - started) / 1000, indexSeconds: (performance.now() - loaded) / 1000 };
}

export async function addProjects(
  store: BenchStore,
  catalogue: Catalogue,
  people: BenchPeople,
  count: number,
  lastYear: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const sink = await openSink(store);
  try {
    const next = random(42);
    // Department sizes from about 1 to 8 (a big clinical department files several times a small one's projects).
    const dept = weighted(
      next,
      people.deptIds.map((_, i) => [i, 1 + ((i * 37) % 8)] as const),
    );
    // Ten years, each about 15 % more than the one before.
    const year = weighted(
      next,
      Array.from({ length: 10 }, (_, i) => [lastYear - 9 + i, 1.15 ** i] as const),
    );
    const level = weighted(next, LEVELS);
    const source = weighted(next, SOURCES);
    const status = weighted(next, STATUSES);
    const flow = weighted(next, FLOW_STATUSES);
    const indexes = await sink.indexes('Problem');
    for (const index of indexes) if (index.drop) await sink.run(index.drop);
    const started = performance.now();
    await insertAll(sink, catalogue, 'Problem', count, (i) => {
      const d = dept();
      const y = year();
      const start = `${y}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
      const lv = level();
      const [low, high] = FUNDING_BY_LEVEL[lv];
      const leaders = people.peopleByDept[d];
      const stamp = `${start} 10:${pad(i % 60)}:00`;
      return {
        Id: uuid('be0c0b00', i),
        Create_Time: stamp,
        Modify_Time: stamp,
        Create_User_Id: null,
        Modify_User_Id: null,
        RowVersion: 1,
        Name: `课题${i}:${SUMMARIES[i % SUMMARIES.length].slice(0, 18)}`,
        Code: `KT${y}-${pad(i, 7)}`,
        Level: lv,
        Source: source(),
        Leader_Id: leaders[Math.floor(next() * leaders.length)],
        Dept_Id: people.deptIds[d],
        StartDate: start,
        EndDate: `${y + 1 + Math.floor(next() * 3)}-12-31`,
        ApprovedFunding: Math.round((low + next() * (high - low)) * 100) / 100,
        MatchingFunding: next() < 0.4 ? Math.round(next() * low * 100) / 100 : null,
        Status: status(),
        Summary: SUMMARIES[i % SUMMARIES.length],
        FlowStatus: flow(),
      };
    });
    return await rebuildAfterLoad(sink, store, indexes, started);
  } finally {
    await sink.close();
  }
}
