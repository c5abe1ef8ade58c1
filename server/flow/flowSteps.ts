/**
 * The Steps of a flow definition (module Flow, field Steps): a JSON array of steps, each with a name and who
 * approves it —
 *   [{"Name":"科室审核","Approver":{"Type":"DeptHead"}},
 *    {"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}},
 *    {"Name":"分管院长审批","Approver":{"Type":"Users","Accounts":["vicedean"]}}]
 * DeptHead = the leader of the applicant's department; Role = every user holding the role; Users = named accounts.
 */

export type StepApprover =
  | { Type: 'DeptHead' }
  | { Type: 'Role'; EnCode: string }
  | { Type: 'Users'; Accounts: string[] };

export interface FlowStep {
  Name: string;
  Approver: StepApprover;
}

export const MAX_STEPS = 20;
const MAX_STEP_NAME = 50;

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseApprover(raw: unknown, label: string): StepApprover | string {
  if (!isBag(raw)) return `${label}缺少审批人Approver`;
  switch (raw.Type) {
    case 'DeptHead':
      return { Type: 'DeptHead' };
    case 'Role': {
      const code = typeof raw.EnCode === 'string' ? raw.EnCode.trim() : '';
      return code === '' ? `${label}缺少角色编码EnCode` : { Type: 'Role', EnCode: code };
    }
    case 'Users': {
      const accounts = Array.isArray(raw.Accounts) ? raw.Accounts : null;
      if (!accounts || accounts.length === 0) return `${label}的Accounts至少要有一个账号`;
      if (!accounts.every((a) => typeof a === 'string' && a.trim() !== '')) return `${label}的Accounts只能是账号文本`;
      return { Type: 'Users', Accounts: [...new Set(accounts.map((a) => String(a).trim()))] };
    }
    default:
      return `${label}的审批人类型无效,应为DeptHead、Role或Users`;
  }
}

/** The steps, or a Chinese message naming what is wrong. */
export function parseSteps(text: unknown): { steps: FlowStep[] } | { error: string } {
  if (typeof text !== 'string' || text.trim() === '') return { error: '审批步骤是必填的' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: '审批步骤不是有效的JSON' };
  }
  if (!Array.isArray(parsed)) return { error: '审批步骤必须是JSON数组' };
  if (parsed.length === 0) return { error: '审批步骤至少要有一步' };
  if (parsed.length > MAX_STEPS) return { error: `审批步骤最多${MAX_STEPS}步` };
  const steps: FlowStep[] = [];
  for (const [i, raw] of parsed.entries()) {
    const label = `第${i + 1}步`;
    if (!isBag(raw)) return { error: `${label}格式错误` };
    const name = typeof raw.Name === 'string' ? raw.Name.trim() : '';
    if (name === '') return { error: `${label}缺少名称Name` };
    if (name.length > MAX_STEP_NAME) return { error: `${label}名称过长(最多${MAX_STEP_NAME}字)` };
    const approver = parseApprover(raw.Approver, label);
    if (typeof approver === 'string') return { error: approver };
    steps.push({ Name: name, Approver: approver });
  }
  return { steps };
}
