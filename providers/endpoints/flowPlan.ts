/** A record's approval route for the flow diagram: `GET /api/FlowState/Plan/{module}/{id}`. */
import type { FlowPlan, FlowPlanStep } from '../../contract/index';
import type { HttpClient } from '../http/types';

const segment = (value: string): string => encodeURIComponent(value);
export const flowPlanUrl = (module: string, id: string): string => `/api/FlowState/Plan/${segment(module)}/${segment(id)}`;

/** A step as the diagram can draw it, whatever the server left out. */
function step(raw: Partial<FlowPlanStep>, i: number): FlowPlanStep {
  return {
    Index: typeof raw.Index === 'number' ? raw.Index : i + 1,
    Key: typeof raw.Key === 'string' ? raw.Key : `step-${i + 1}`,
    Kind: typeof raw.Kind === 'string' && raw.Kind !== '' ? raw.Kind : 'Approver',
    Name: typeof raw.Name === 'string' ? raw.Name : '',
    Mode: raw.Mode ?? null,
    SourceName: typeof raw.SourceName === 'string' ? raw.SourceName : '',
    People: Array.isArray(raw.People) ? raw.People.filter((p): p is string => typeof p === 'string') : [],
    State: typeof raw.State === 'string' ? raw.State : '待审批',
    NeedsChoice: raw.NeedsChoice === true,
  };
}

/**
 * GET /api/FlowState/Plan/{module}/{id}, silent: the diagram says itself when the route cannot load. Lists missing
 * from the answer are empty, so a partial answer draws what it has.
 */
export async function fetchFlowPlan(http: Pick<HttpClient, 'get'>, module: string, id: string, signal?: AbortSignal): Promise<FlowPlan> {
  const plan = await http.get<Partial<FlowPlan> | null>(flowPlanUrl(module, id), undefined, { silent: true, signal });
  return {
    ModuleName: typeof plan?.ModuleName === 'string' ? plan.ModuleName : module,
    Business_Id: typeof plan?.Business_Id === 'string' ? plan.Business_Id : id,
    FlowName: typeof plan?.FlowName === 'string' ? plan.FlowName : '',
    Version: typeof plan?.Version === 'number' ? plan.Version : 0,
    Steps: Array.isArray(plan?.Steps) ? plan.Steps.map((s, i) => step(s ?? {}, i)) : [],
    Branches: Array.isArray(plan?.Branches) ? plan.Branches.filter((b): b is string => typeof b === 'string') : [],
  };
}
