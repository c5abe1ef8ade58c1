/**
 * The institute's research output on first start (D-MOD-7): several hundred papers, patents and projects with
 * their members, filed over the five years up to the seed's today, in every approval state, by people of every
 * research department — the dean among them, so his own score pages have figures too. A fixed share falls in this
 * year (computed from the day the seed runs), so every report and score page has rows for the current year.
 */
import { formatDate } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import type { Prng } from './prng.js';
import { type JOURNALS, PATENT_PATTERNS, PROBLEM_PATTERNS, PROBLEM_SOURCES, TENANT, THESIS_PATTERNS, type SeedDept } from './referenceData.js';

/** How many of each the first start files: enough for five years of a mid-sized institute. */
export const RESEARCH_COUNTS = { thesis: 180, patent: 72, problem: 90 } as const;
/** Share of records filed in this year (the rest spread over the five years before). */
const THIS_YEAR_SHARE = 0.3;
/** The approval states a record may be in, every one present: the first records take them in turn, then weighted. */
export const FLOW_STATES = ['已通过', '审核中', '未提交', '已退回', '不通过'] as const;
const FLOW_WEIGHTS = [50, 20, 12, 10, 8];
/** Roles of a project's members besides its leader (dictionary 课题成员角色). */
const MEMBER_ROLES = ['共同负责人', '主要参与人', '主要参与人', '一般参与人', '技术骨干', '研究生', '科研助理'];

export interface SeedPerson {
  Id: string;
  Name: string;
  dept: SeedDept;
  deptId: string;
  senior: boolean;
}

export interface ResearchSeedContext {
  prng: Prng;
  today: Date;
  people: readonly SeedPerson[];
  /** Demo account → its person and user id. */
  accountPeople: ReadonlyMap<string, SeedPerson>;
  userIds: ReadonlyMap<string, string>;
  journals: ReadonlyArray<{ id: string; journal: (typeof JOURNALS)[number] }>;
  insert(table: string, values: Row, createdBy: string | null, createTime: string): Promise<string>;
  /** `date` at an office hour. */
  time(date: string): string;
}

const DAY = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number): string => formatDate(new Date(new Date(`${date}T00:00:00`).getTime() + days * DAY));

function flowState(prng: Prng, index: number): string {
  // Drawn for every record, so the states of later records do not depend on which came first.
  let r = prng.next() * FLOW_WEIGHTS.reduce((a, b) => a + b, 0);
  if (index < FLOW_STATES.length) return FLOW_STATES[index];
  for (let i = 0; i < FLOW_STATES.length; i++) if ((r -= FLOW_WEIGHTS[i]) < 0) return FLOW_STATES[i];
  return FLOW_STATES[0];
}

/**
 * A day a record's life starts: a share within this year (1 January up to `latestInYear` days before today, or
 * 1 January when the year is younger), the rest from 1 January five years ago up to `daysBefore` before today.
 * The same number of draws whatever the day, so the same seed gives the same records on any day but their dates.
 */
function startDay(prng: Prng, today: Date, daysBefore: number, latestInYear = 0): string {
  const thisYear = prng.next() < THIS_YEAR_SHARE;
  const offset = prng.next();
  const year = today.getFullYear();
  const from = new Date(thisYear ? year : year - 5, 0, 1).getTime();
  const last = Math.max(from, today.getTime() - (thisYear ? latestInYear : daysBefore) * DAY);
  return formatDate(new Date(from + Math.floor(offset * (Math.floor((last - from) / DAY) + 1)) * DAY));
}

const PART_NUMBERS = ['', '', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A title not used yet, and the pattern it was made from: redrawn a few times, then told apart by a part number. */
function titleMaker(prng: Prng, patterns: readonly string[]): (dept: SeedDept) => { title: string; pattern: number } {
  const used = new Set<string>();
  return (dept) => {
    let title = '';
    let pattern = 0;
    for (let attempt = 0; attempt < 6 && (title === '' || used.has(title)); attempt++) {
      pattern = Math.floor(prng.next() * patterns.length);
      title = patterns[pattern].replace('{topic}', prng.pick(dept.topics));
    }
    const base = title;
    for (let part = 2; used.has(title); part++) title = `${base}(${PART_NUMBERS[part] ?? part})`;
    used.add(title);
    return { title, pattern };
  };
}

export async function seedResearchOutput(ctx: ResearchSeedContext): Promise<void> {
  const { prng, today, insert, time } = ctx;
  const todayText = formatDate(today);
  // Filed by yesterday at the latest: a record filed today at an office hour still ahead would sort above what a
  // user files now (lists show the newest first), and the seed's time of day is not the clock's.
  const yesterday = addDays(todayText, -1);
  const notAfterYesterday = (day: string): string => (day > yesterday ? yesterday : day);
  const staff = ctx.accountPeople.get('staff') as SeedPerson;
  const dean = ctx.accountPeople.get('dean') as SeedPerson;
  const director = ctx.accountPeople.get('director');
  // The research office files colleagues' records; a 科室主任 files only his own (his 数据权限 reaches his department's
  // records and those he filed — filing other departments' would put them before him).
  const owners = ['reviewer', 'admin'].map((account) => ctx.userIds.get(account) ?? null);
  // Papers and patents come from clinical, technical and research departments, not from the offices.
  const researchPeople = ctx.people.filter((p) => p.dept.Category !== '职能部门');
  /**
   * Every third record belongs to the staff account, authored by its person, so staff sees its own rows; every
   * seventh is the dean's own (he also does research), every eleventh the 科室主任's; the rest are colleagues', filed by
   * the research office.
   */
  const authorFor = (i: number): { person: SeedPerson; owner: string | null } => {
    if (i % 3 === 0) return { person: staff, owner: ctx.userIds.get('staff') ?? null };
    if (i % 7 === 1) return { person: dean, owner: ctx.userIds.get('dean') ?? null };
    if (i % 11 === 2 && director) return { person: director, owner: ctx.userIds.get('director') ?? null };
    return { person: prng.pick(researchPeople), owner: owners[i % owners.length] };
  };
  const seniorOf = (dept: SeedDept): SeedPerson | undefined => ctx.people.find((p) => p.dept === dept && p.senior);

  const thesisTitle = titleMaker(prng, THESIS_PATTERNS);
  for (let i = 0; i < RESEARCH_COUNTS.thesis; i++) {
    const { person, owner } = authorFor(i);
    const { id: journalId, journal } = prng.pick(ctx.journals);
    const published = startDay(prng, today, 1, 1);
    const english = journal.IncludedType === 'SCIE';
    await insert(
      'Thesis',
      {
        Title: thesisTitle(person.dept).title,
        Journal_Id: journalId,
        FirstAuthor_Id: person.Id,
        CorrespondingAuthor_Id: seniorOf(person.dept)?.Id ?? null,
        Dept_Id: person.deptId,
        PublishDate: published,
        ImpactFactor: journal.ImpactFactor,
        Partition: journal.Partition || null,
        IncludedType: journal.IncludedType,
        Volume: String(prng.int(10, 105)),
        Issue: String(prng.int(1, 12)),
        Pages: `${prng.int(100, 900)}-${prng.int(901, 999)}`,
        DOI: english ? `10.${prng.int(1000, 1099)}/${journal.ISSN.replace('-', '').toLowerCase()}.${published.slice(0, 4)}.${prng.digits(5)}` : null,
        FullText_Id: null,
        Remark: null,
        FlowStatus: flowState(prng, i),
      },
      owner,
      time(notAfterYesterday(addDays(published, prng.int(5, 60)))),
    );
  }

  const patentName = titleMaker(
    prng,
    PATENT_PATTERNS.map((p) => p.name),
  );
  const usedPatentNumbers = new Set<string>();
  for (let i = 0; i < RESEARCH_COUNTS.patent; i++) {
    const { person, owner } = authorFor(i);
    const { title: name, pattern } = patentName(person.dept);
    const type = PATENT_PATTERNS[pattern].type;
    const applied = startDay(prng, today, 1, 1);
    const drawnStatus = prng.pick(['申请中', '已授权', '已授权', '已转化', '已失效']);
    const grantDay = addDays(applied, prng.int(300, 700));
    // A grant that would fall after today has not happened yet: the patent is still pending.
    const status = grantDay > todayText ? '申请中' : drawnStatus;
    let patentNo = '';
    while (patentNo === '' || usedPatentNumbers.has(patentNo)) {
      patentNo = `ZL${applied.slice(0, 4)}${type === '发明专利' ? '1' : type === '实用新型' ? '2' : '3'}${prng.digits(7)}.${prng.int(0, 9)}`;
    }
    usedPatentNumbers.add(patentNo);
    await insert(
      'Patent',
      {
        Name: name,
        PatentNo: patentNo,
        PatentType: type,
        Inventor_Id: person.Id,
        OtherInventors: [prng.pick(researchPeople).Name, prng.pick(researchPeople).Name].join(','),
        Dept_Id: person.deptId,
        Patentee: TENANT.FullName.replace('医学研究所', ''),
        ApplyDate: applied,
        GrantDate: status === '申请中' ? null : grantDay,
        LegalStatus: status,
        Certificate_Id: null,
        Remark: null,
        FlowStatus: flowState(prng, i),
      },
      owner,
      time(notAfterYesterday(addDays(applied, prng.int(3, 30)))),
    );
  }

  const problemTitle = titleMaker(prng, PROBLEM_PATTERNS);
  for (let i = 0; i < RESEARCH_COUNTS.problem; i++) {
    const { person, owner } = authorFor(i);
    const source = prng.pick(PROBLEM_SOURCES);
    // Started at least ten days ago (filed before it started, never in the future).
    const start = startDay(prng, today, 40, 10);
    const end = addDays(start, prng.int(2, 4) * 365);
    const approved = prng.int(source.funding[0], source.funding[1]);
    const problemId = await insert(
      'Problem',
      {
        Name: problemTitle(person.dept).title,
        Code: `${TENANT.EnCode}-${start.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`,
        Level: source.level,
        Source: source.source,
        Leader_Id: person.Id,
        Dept_Id: person.deptId,
        StartDate: start,
        EndDate: end,
        ApprovedFunding: approved,
        MatchingFunding: Math.round(approved * prng.int(0, 50)) / 100,
        Status: end < todayText ? '已结题' : '在研',
        Summary: `本课题围绕${prng.pick(person.dept.topics)}开展研究,拟建立临床队列并完成相关机制验证。`,
        Contract_Id: null,
        FlowStatus: flowState(prng, i),
      },
      owner,
      time(notAfterYesterday(addDays(start, -prng.int(10, 40)))),
    );
    await seedMembers(ctx, { problemId, leader: person, owner, start, researchPeople, withDean: i % 4 === 2 && person !== dean });
  }
}

/** A project's team (课题成员, the 课题积分 scheme's earners): its leader, two or three colleagues, now and then the dean. */
async function seedMembers(
  ctx: ResearchSeedContext,
  project: {
    problemId: string;
    leader: SeedPerson;
    owner: string | null;
    start: string;
    researchPeople: readonly SeedPerson[];
    withDean: boolean;
  },
): Promise<void> {
  const { prng } = ctx;
  const team: Array<[SeedPerson, string]> = [[project.leader, '负责人']];
  const others = prng.int(2, 3);
  for (let k = 0; k < others; k++) {
    const person = prng.pick(project.researchPeople);
    const role = prng.pick(MEMBER_ROLES);
    if (!team.some(([p]) => p.Id === person.Id)) team.push([person, role]);
  }
  const dean = ctx.accountPeople.get('dean');
  if (project.withDean && dean && !team.some(([p]) => p.Id === dean.Id)) team.push([dean, '主要参与人']);
  for (const [sort, [person, role]] of team.entries()) {
    await ctx.insert(
      'ProblemMember',
      {
        Problem_Id: project.problemId,
        Person_Id: person.Id,
        Name: person.Name,
        Dept_Id: person.deptId,
        IsExternal: 0,
        WorkUnit: null,
        ProfessionalTitle: null,
        Education: null,
        Phone: null,
        MemberRole: role,
        SortCode: sort + 1,
        WorkMonths: prng.int(6, 36),
        JoinDate: project.start,
        LeaveDate: null,
        Duty: null,
        Remark: null,
      },
      project.owner,
      ctx.time(project.start),
    );
  }
}
