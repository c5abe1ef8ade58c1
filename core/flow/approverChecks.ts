/**
 * The dead-end checks of one approver node against today's people (deadEnds.ts says what a dead end is): whether its
 * people, its deputies and the administrators can all be nobody but the applicant, and who it names that cannot act.
 */
import type { FlowApproverNode } from '../../contract/flowDefinition.js';

/** A user as far as the check needs them. */
export interface DirectoryPerson {
  id: string;
  name: string;
  enabled: boolean;
  /** Holds Check on the module in one of their roles (true when no module is chosen yet). */
  canDecide: boolean;
  /** Their department has an enabled head other than themselves: a 部门负责人 step names someone for them. */
  hasOtherHead: boolean;
}

export interface ApproverDirectory {
  /** The roles the definition names, by EnCode: their name and enabled holders. Absent: no such role. */
  roles: ReadonlyMap<string, { name: string; holders: readonly DirectoryPerson[] }>;
  /** The accounts the definition names (approvers and deputies), by account. Absent: no such account. */
  accounts: ReadonlyMap<string, DirectoryPerson>;
  /** The enabled administrators (role 001). */
  admins: readonly DirectoryPerson[];
}

/** Who a step fails: anyone at all, or these applicants (never more than one in practice). */
type Exposure = 'anyone' | readonly DirectoryPerson[];

/** The applicants for whom a fixed group names nobody but themselves: anyone when empty, its one member, else none. */
const exposureOf = (group: readonly DirectoryPerson[]): Exposure => (group.length === 0 ? 'anyone' : group.length === 1 ? group : []);

function both(a: Exposure, b: Exposure): Exposure {
  if (a === 'anyone') return b;
  if (b === 'anyone') return a;
  return a.filter((p) => b.some((q) => q.id === p.id));
}

const SHOWN = 3;
const namesOf = (people: readonly DirectoryPerson[]): string =>
  `${people
    .slice(0, SHOWN)
    .map((p) => p.name)
    .join('、')}${people.length > SHOWN ? `等${people.length}人` : ''}`;

interface Named {
  /** The enabled people the step names regardless of the applicant (null: 部门负责人, which depends on the applicant). */
  people: readonly DirectoryPerson[] | null;
  /** Why the step can name nobody but the applicant x (or nobody at all). */
  why(only: DirectoryPerson | null): string;
}

function namedBy(node: FlowApproverNode, directory: ApproverDirectory): Named | null {
  const source = node.Approver;
  switch (source.Type) {
    case 'Chosen':
      // The applicant picks at least one person other than themselves: never empty.
      return null;
    case 'DeptHead':
      return {
        people: null,
        why: (only) => (only ? `${only.name}所在科室没有其他负责人` : '部门负责人本人提交或科室未设置负责人时没有审批人'),
      };
    case 'Role': {
      const role = directory.roles.get(source.EnCode);
      const holders = role?.holders.filter((p) => p.enabled) ?? [];
      const label = `角色「${role?.name ?? source.EnCode}」`;
      return { people: holders, why: () => (holders.length === 0 ? `${label}下没有可用的人员` : `${label}只有${namesOf(holders)}一人`) };
    }
    case 'Users': {
      const people = source.Accounts.flatMap((a) => directory.accounts.get(a) ?? []).filter((p) => p.enabled);
      return { people, why: () => (people.length === 0 ? '指定的人员均不存在或已停用' : `指定人员只有${namesOf(people)}一人`) };
    }
  }
}

/** The deputies the engine would ask: enabled and able to decide, in the order named. */
const ableDeputies = (node: FlowApproverNode, directory: ApproverDirectory): DirectoryPerson[] =>
  (node.Deputies ?? []).flatMap((a) => directory.accounts.get(a) ?? []).filter((p) => p.enabled && p.canDecide);

const adminsWhy = (admins: readonly DirectoryPerson[]): string => (admins.length === 0 ? '系统中没有可用的管理员' : `管理员也只有${namesOf(admins)}`);

/** Who the policy hands an empty step to fails, and why; null when the policy never leaves it without someone (Skip). */
function fallbackOf(node: FlowApproverNode, directory: ApproverDirectory, legacy: boolean): { exposure: Exposure; why: string } | null {
  const admins = directory.admins.filter((p) => p.enabled);
  if (legacy) return { exposure: 'anyone', why: '旧格式的步骤无人审批时不转交他人' };
  if (node.WhenEmpty === 'Skip') return null;
  if (node.WhenEmpty === 'Admin') return { exposure: exposureOf(admins), why: `无审批人时转交管理员,但${adminsWhy(admins)}` };
  const deputies = ableDeputies(node, directory);
  const deputyWhy = deputies.length === 0 ? '转交的指定人员均不可用' : `转交的指定人员只有${namesOf(deputies)}`;
  return { exposure: both(exposureOf(deputies), exposureOf(admins)), why: `${deputyWhy},${adminsWhy(admins)}` };
}

function deadEnd(node: FlowApproverNode, directory: ApproverDirectory, legacy: boolean): string | null {
  const named = namedBy(node, directory);
  const fallback = fallbackOf(node, directory, legacy);
  if (!named || !fallback) return null;
  let exposure = both(named.people === null ? 'anyone' : exposureOf(named.people), fallback.exposure);
  // 部门负责人: an applicant the fallback fails is stuck only if their own department offers nobody else.
  if (named.people === null && exposure !== 'anyone') exposure = exposure.filter((p) => !p.hasOtherHead);
  if (exposure !== 'anyone' && exposure.length === 0) return null;
  const only = exposure === 'anyone' ? null : (exposure[0] ?? null);
  const when = only ? `在${only.name}本人提交时没有可审批的人` : '没有可审批的人';
  return `「${node.Name}」${when}:${named.why(only)};${fallback.why}`;
}

/** Named people who cannot act: disabled accounts, approvers or deputies without Check on the module. */
function unableNamed(node: FlowApproverNode, directory: ApproverDirectory): string[] {
  const notes: string[] = [];
  const source = node.Approver;
  if (source.Type === 'Users') {
    const named = source.Accounts.flatMap((a) => directory.accounts.get(a) ?? []);
    const disabled = named.filter((p) => !p.enabled);
    if (disabled.length > 0) notes.push(`「${node.Name}」指定的人员已停用:${namesOf(disabled)}`);
    notes.push(
      ...cannotDecide(
        node,
        named.filter((p) => p.enabled),
      ),
    );
  } else if (source.Type === 'Role') {
    notes.push(...cannotDecide(node, directory.roles.get(source.EnCode)?.holders.filter((p) => p.enabled) ?? []));
  }
  const deputies = (node.Deputies ?? []).flatMap((a) => directory.accounts.get(a) ?? []);
  const disabledDeputies = deputies.filter((p) => !p.enabled);
  if (disabledDeputies.length > 0) notes.push(`「${node.Name}」无审批人时转交的人员已停用:${namesOf(disabledDeputies)}`);
  const unableDeputies = deputies.filter((p) => p.enabled && !p.canDecide);
  if (unableDeputies.length > 0) notes.push(`「${node.Name}」无审批人时转交的人员没有该模块的审核权限:${namesOf(unableDeputies)}`);
  return notes;
}

/** 或签 needs one who can decide; 会签 and 依次 need every one of them, so a single one unable blocks the step. */
function cannotDecide(node: FlowApproverNode, seated: readonly DirectoryPerson[]): string[] {
  const unable = seated.filter((p) => !p.canDecide);
  if (unable.length === 0) return [];
  if (node.Mode === 'Any' && unable.length < seated.length) return [];
  return [`「${node.Name}」的审批人没有该模块的审核权限,无法审批:${namesOf(unable)}`];
}

/** The approver node's dead end and the people it names who cannot act, each a Chinese message. */
export function approverWarnings(node: FlowApproverNode, directory: ApproverDirectory, legacy: boolean): string[] {
  const dead = deadEnd(node, directory, legacy);
  return [...(dead ? [dead] : []), ...unableNamed(node, directory)];
}
