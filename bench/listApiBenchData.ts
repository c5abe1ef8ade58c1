/**
 * The list-API benchmark's data: 500 journals and `Thesis` rows (papers) by the report bench's departments and
 * people (reportBenchData.ts), loaded the same fast way: indexes dropped, rows inserted in batches on a connection of
 * the bench's own, indexes rebuilt, statistics gathered. Rows are numbered, so a second call adds the next ones
 * (10,000 first, then up to 1,000,000).
 */
import type { Catalogue } from '../server/platform/catalogue/catalogue.js';
import { insertAll, openSink, pad, random, rebuildAfterLoad, uuid, type BenchPeople, type BenchStore } from './reportBenchData.js';

const JOURNALS = 500;
const TOPICS = ['心力衰竭', '肺癌', '糖尿病', '脑卒中', '冠心病', '乳腺癌', '慢性肾病', '骨质疏松', '高血压', '肝硬化', '结直肠癌', '哮喘'];
const METHODS = ['的队列研究', '的随机对照试验', '的机制研究', '的预测模型', '的多中心临床研究', '的荟萃分析'];
const PARTITIONS = ['中科院一区', '中科院二区', '中科院三区', '中科院四区', 'JCR Q1', 'JCR Q2', 'JCR Q3', 'JCR Q4'];
const INCLUDED = ['SCIE', 'SSCI', 'EI', '中文核心', '中国科技核心', 'CSCD', '其他'];
const FLOW = ['已通过', '已通过', '已通过', '审核中', '未提交', '已退回'];
/** The keyword searched by the bench: one title in a few hundred holds it (a rare term, the costly case for LIKE). */
export const RARE_KEYWORD = '罕见病';

/**
 * Keywords as people type them, each call its own (D-PERF-34a): two to four Han characters cut from a title's words
 * (研究, 衰竭, 队列研究, 罕见病…), two to four Han characters of those titles in an order no title has (most find
 * nothing: a scan of every row without an index), Latin words of the other fields (SCIE, JCR, kygl) and digits of
 * three to five (numbers in titles, pages and DOIs). Drawn from `next`; `han`: the Han words only.
 */
export function keywordDrawer(next: () => number, kinds: 'han' | 'all' = 'all'): () => string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const phrases = [...TOPICS, ...METHODS.map((m) => m.slice(1)), RARE_KEYWORD, ...TOPICS.flatMap((t) => METHODS.map((m) => `${t}${m}`))];
  const hanChars = [...new Set([...phrases.join('')])];
  const latin = ['SCIE', 'SSCI', 'JCR', 'kygl', 'jcr q', 'CSCD'];
  return () => {
    const kind = kinds === 'han' ? next() * 0.7 : next();
    const length = 2 + Math.floor(next() * 3);
    if (kind < 0.5) {
      const phrase = [...pick(phrases)];
      const at = Math.floor(next() * Math.max(1, phrase.length - length + 1));
      return phrase.slice(at, at + length).join('');
    }
    if (kind < 0.7) return Array.from({ length }, () => pick(hanChars)).join('');
    if (kind < 0.8) return pick(latin);
    const digits = 3 + Math.floor(next() * 3);
    return String(10 ** (digits - 1) + Math.floor(next() * 9 * 10 ** (digits - 1)));
  };
}

export async function addJournals(store: BenchStore, catalogue: Catalogue): Promise<string[]> {
  const sink = await openSink(store);
  try {
    const stamp = '2016-01-04 09:00:00';
    await insertAll(sink, catalogue, 'Journal', JOURNALS, (i) => ({
      Id: uuid('be0c1a00', i),
      Create_Time: stamp,
      Modify_Time: stamp,
      Create_User_Id: null,
      Modify_User_Id: null,
      RowVersion: 1,
      Name: `医学期刊${i}`,
      ISSN: `${pad(1000 + i, 4)}-${pad(i, 4)}`,
      ImpactFactor: Math.round((((i * 37) % 200) / 10) * 100) / 100,
    }));
    return Array.from({ length: JOURNALS }, (_, i) => uuid('be0c1a00', i));
  } finally {
    await sink.close();
  }
}

/** Adds Thesis rows numbered `from` … `to - 1`; returns seconds for the rows and for indexes and statistics. */
export async function addTheses(
  store: BenchStore,
  catalogue: Catalogue,
  people: BenchPeople,
  journals: readonly string[],
  ownerId: string,
  from: number,
  to: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const sink = await openSink(store);
  try {
    const next = random(1000 + from);
    const indexes = await sink.indexes('Thesis');
    for (const index of indexes) if (index.drop) await sink.run(index.drop);
    const started = performance.now();
    const base = Date.UTC(2016, 0, 1) / 1000;
    await insertAll(sink, catalogue, 'Thesis', to - from, (k) => {
      const i = from + k;
      const d = Math.floor(next() * people.deptIds.length);
      const authors = people.peopleByDept[d];
      // Create_Time: one row every ~5 minutes over ten years, in load order, seconds apart so ties are rare but exist.
      const created = new Date((base + Math.floor(i * 300 * (1_000_000 / Math.max(to, 1_000_000)))) * 1000).toISOString().slice(0, 19).replace('T', ' ');
      const year = 2016 + Math.floor(next() * 10);
      const topic = TOPICS[Math.floor(next() * TOPICS.length)];
      const rare = i % 397 === 0 ? RARE_KEYWORD : '';
      return {
        Id: uuid('be0c7e00', i),
        Create_Time: created,
        Modify_Time: created,
        Create_User_Id: ownerId,
        Modify_User_Id: ownerId,
        RowVersion: 1,
        Title: `${rare}${topic}${METHODS[Math.floor(next() * METHODS.length)]}(${i})`,
        Journal_Id: journals[Math.floor(next() * journals.length)],
        FirstAuthor_Id: authors[Math.floor(next() * authors.length)],
        CorrespondingAuthor_Id: authors[Math.floor(next() * authors.length)],
        Dept_Id: people.deptIds[d],
        PublishDate: `${year}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
        ImpactFactor: Math.round(next() * 1500) / 100,
        Partition: PARTITIONS[Math.floor(next() * PARTITIONS.length)],
        IncludedType: INCLUDED[Math.floor(next() * INCLUDED.length)],
        Volume: String(1 + Math.floor(next() * 60)),
        Issue: String(1 + Math.floor(next() * 12)),
        Pages: `${100 + (i % 900)}-${110 + (i % 900)}`,
        DOI: `10.1000/kygl.${i}`,
        Remark: null,
        FlowStatus: FLOW[i % FLOW.length],
      };
    });
    return await rebuildAfterLoad(sink, store, indexes, started);
  } finally {
    await sink.close();
  }
}
