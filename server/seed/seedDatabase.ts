/**
 * First-start demo data: tenant, dictionary, departments, people, journals, roles, the demo accounts and the
 * institute's research output (researchOutput.ts: theses, patents, projects and their members). Deterministic (seeded PRNG); runs once, when the database has no tenant yet.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { PasswordHasher } from '../auth/index.js';
import { formatDate } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts.js';
import { Prng } from './prng.js';
import { DEPARTMENTS, GIVEN_NAMES, JOURNALS, SURNAMES, TENANT, TITLES_BY_CATEGORY, type SeedDept } from './referenceData.js';
import { seedResearchOutput, type SeedPerson } from './researchOutput.js';
import { seedRoles } from './roles.js';
import { insertPublicContent } from './publicContent.js';
import { readDictionaries } from '../platform/catalogue/dictionaries.js';

const SEED = 20260101;

export async function needsSeed(db: Db): Promise<boolean> {
  const tenant = await db.selectFrom('Tenant').select('Id').limit(1).executeTakeFirst();
  return tenant === undefined;
}

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number): string => formatDate(new Date(new Date(`${date}T00:00:00`).getTime() + days * dayMs));

/**
 * `today`: the day the data describes the institute as of (default the day it runs), so papers, patents and projects
 * run up to it — this year has output on the dashboard whenever the demo is seeded. The same seed on the same day
 * gives the same data.
 */
export async function seedDatabase(db: Db, catalogue: Catalogue, schemasDir: string, passwords: PasswordHasher, today: Date = new Date()): Promise<void> {
  const prng = new Prng(SEED);
  const year = today.getFullYear();
  const accounts: SeedAccount[] = Object.values(SEED_ACCOUNTS);
  // One at a time: the hashing queue refuses what it cannot hold (D-SEC-2), and the threads hash one each anyway.
  const hashes: string[] = [];
  for (const account of accounts) hashes.push(await passwords.hash(account.Password));
  const dictionaries = readDictionaries(schemasDir);

  await db.transaction().execute(async (trx) => {
    const insert = async (table: string, values: Row, createdBy: string | null = null, createTime = '2024-01-02 09:00:00'): Promise<string> => {
      const id = prng.id();
      await trx
        .insertInto(table)
        .values({
          ...values,
          Id: id,
          Create_Time: createTime,
          Modify_Time: createTime,
          Create_User_Id: createdBy,
          Modify_User_Id: createdBy,
          RowVersion: 1,
        })
        .execute();
      return id;
    };
    const time = (date: string): string =>
      `${date} ${String(prng.int(8, 17)).padStart(2, '0')}:${String(prng.int(0, 59)).padStart(2, '0')}:${String(prng.int(0, 59)).padStart(2, '0')}`;
    const date = (fromYear: number, toYear: number): string => formatDate(new Date(prng.int(fromYear, toYear), prng.int(0, 11), prng.int(1, 28)));
    const phone = (): string => `1${prng.pick(['3', '5', '7', '8', '9'])}${prng.digits(9)}`;

    await trx.insertInto('Tenant').values({ Id: prng.id(), FullName: TENANT.FullName, EnCode: TENANT.EnCode, HandIcon_Id: null }).execute();

    for (const [enumName, values] of Object.entries(dictionaries)) {
      for (const [i, value] of values.entries())
        await insert('EnumItem', { EnumName: enumName, EnumValue: value, SortCode: i + 1, Parent_Id: null, Remark: null });
    }

    const deptIds = new Map<string, string>();
    for (const [i, dept] of DEPARTMENTS.entries()) {
      deptIds.set(
        dept.Name,
        await insert('Dept', {
          Name: dept.Name,
          EnCode: dept.EnCode,
          Category: dept.Category,
          Parent_Id: null,
          Leader_Id: null,
          Phone: `0571-8${prng.digits(7)}`,
          SortCode: i + 1,
          Remark: null,
        }),
      );
    }

    // People: five per department, plus one for each demo account.
    const people: SeedPerson[] = [];
    let workCode = 10001;
    const addPerson = async (name: string, dept: SeedDept, senior: boolean): Promise<SeedPerson> => {
      const titles = TITLES_BY_CATEGORY[dept.Category];
      const code = `BJ${workCode++}`;
      const birth = date(senior ? year - 61 : year - 44, senior ? year - 48 : year - 31);
      const id = await insert('Person', {
        Name: name,
        WorkCode: code,
        Gender: prng.pick(['男', '女']),
        BirthDate: birth,
        Dept_Id: deptIds.get(dept.Name) ?? null,
        ProfessionalTitle: senior ? titles[0] : prng.pick(titles.slice(1)),
        Education: senior ? '博士研究生' : prng.pick(['博士研究生', '硕士研究生', '硕士研究生', '本科']),
        EntryDate: addDays(birth, prng.int(26, 30) * 365),
        Phone: phone(),
        Email: `${code.toLowerCase()}@bjyy.org.cn`,
        Remark: null,
      });
      const person = { Id: id, Name: name, dept, deptId: deptIds.get(dept.Name) ?? '', senior };
      people.push(person);
      return person;
    };
    const usedNames = new Set<string>(accounts.map((a) => a.Name));
    const freshName = (): string => {
      for (;;) {
        const name = prng.pick(SURNAMES) + prng.pick(GIVEN_NAMES);
        if (!usedNames.has(name)) {
          usedNames.add(name);
          return name;
        }
      }
    };
    for (const dept of DEPARTMENTS) {
      for (let i = 0; i < 5; i++) {
        const person = await addPerson(freshName(), dept, i === 0);
        if (i === 0) await trx.updateTable('Dept').set({ Leader_Id: person.Id }).where('Id', '=', person.deptId).execute();
      }
    }
    const deptOf = (name: string): SeedDept => DEPARTMENTS.find((d) => d.Name === name) ?? DEPARTMENTS[0];
    const accountPeople = new Map<string, SeedPerson>();
    for (const account of accounts) {
      const person = await addPerson(account.Name, deptOf(account.DeptName), account.Account !== 'staff');
      accountPeople.set(account.Account, person);
      // A department head with an account, so the flows' 部门负责人 steps reach someone who can log in.
      if (account.LeadsDept) await trx.updateTable('Dept').set({ Leader_Id: person.Id }).where('Id', '=', person.deptId).execute();
    }

    const roleIds = new Map<string, string>();
    for (const [i, role] of seedRoles(catalogue, schemasDir).entries()) {
      roleIds.set(
        role.EnCode,
        await insert('Role', {
          Name: role.Name,
          EnCode: role.EnCode,
          Permission_Ids: JSON.stringify(role.grants(catalogue)),
          DataScope: role.dataScope,
          SortCode: i + 1,
          Remark: role.Remark,
        }),
      );
    }

    const userIds = new Map<string, string>();
    for (const [i, account] of accounts.entries()) {
      const id = await insert('User', {
        Account: account.Account,
        Name: account.Name,
        Person_Id: accountPeople.get(account.Account)?.Id ?? null,
        Role_Ids: JSON.stringify(account.RoleCodes.map((code) => roleIds.get(code))),
        Email: `${account.Account}@bjyy.org.cn`,
        Phone: phone(),
        IsAdmin: account.IsAdmin ? 1 : 0,
        Enabled: 1,
        HandIcon_Id: null,
      });
      userIds.set(account.Account, id);
      await trx.insertInto('Credential').values({ User_Id: id, PasswordHash: hashes[i], FailedCount: 0, LockedUntil: 0, LastRole_Id: null }).execute();
    }

    const journalIds: Array<{ id: string; journal: (typeof JOURNALS)[number] }> = [];
    for (const journal of JOURNALS) {
      journalIds.push({
        id: await insert('Journal', {
          Name: journal.Name,
          ISSN: journal.ISSN,
          CN: journal.CN ?? null,
          ImpactFactor: journal.ImpactFactor,
          Partition: journal.Partition || null,
          IncludedType: journal.IncludedType,
          Publisher: journal.Publisher,
        }),
        journal,
      });
    }

    await seedResearchOutput({ prng, today, people, accountPeople, userIds, journals: journalIds, insert, time });
    await insertPublicContent(trx, '2024-01-02 09:00:00');
  });
}
