/** Approval flow items: `GET /api/FlowState/FlowDynamic`. */

/**
 * An item of `GET /api/FlowState/FlowDynamic` (SH-CALL-6, SH-NOTE-3, SH-NOTE-4): an approval waiting for the caller
 * (IsComplete false, 待审核) or the caller's application sent back (IsComplete true, 已退回). Type is the module name. The
 * institute's server may leave Person, Summary and Time empty (null); the reference server always fills them.
 */
export interface FlowMessage {
  Id: string;
  Type: string;
  Business_Id: string;
  Person: { UserNameCn: string | null; WorkCode: string | null } | null;
  Summary: string | null;
  Time: string | null;
  IsComplete: boolean;
}

/** The approval centre's lists (`POST /api/FlowState/Center/{tab}`): 待我审批, 我已审批, 我发起的. */
export type FlowCenterTab = 'pending' | 'decided' | 'started';
export const FLOW_CENTER_TABS: readonly FlowCenterTab[] = ['pending', 'decided', 'started'];

/**
 * The body of a centre list: a page, and optional filters. ModuleName is a catalogue module with an approval flow;
 * DateFrom and DateTo are inclusive days (YYYY-MM-DD) over the row's time (submitted, decided or started).
 */
export interface FlowCenterQuery {
  PageIndex?: number;
  PageSize?: number;
  KeyWord?: string;
  ModuleName?: string;
  DateFrom?: string;
  DateTo?: string;
}

/** A decision as the wire carries it: Approved 通过, Returned 退回, Refuse 不通过. */
export type FlowDecision = 'Approved' | 'Returned' | 'Refuse';

/**
 * A row of a centre list. Id is the pending item for `pending` and `decided` (what Decide takes as FlowDynamic_Id),
 * the instance for `started`. FlowStatus is the instance's state now; StepName where it stands (the open step, or the
 * step of its last action once it left review). Time: when the item reached me (`pending`), when I decided
 * (`decided`), when it was last submitted (`started`). Decision and Opinion are mine, on `decided` only (else null).
 */
export interface FlowCenterRow {
  Id: string;
  FlowExample_Id: string;
  ModuleName: string;
  ModuleDescription: string;
  Business_Id: string;
  Summary: string;
  Applicant: { UserNameCn: string; WorkCode: string };
  FlowStatus: string;
  StepName: string;
  Time: string;
  Decision: FlowDecision | null;
  Opinion: string | null;
}

/** `GET /api/FlowState/Modules`: the modules that go through approval, for pickers — the name and its Chinese description. */
export interface FlowModuleInfo {
  Name: string;
  Description: string;
}
