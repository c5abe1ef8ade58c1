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
