/** What the approval actions answer, as JSON Schemas: the server serialises its answers by them. */
import { Type, type Static } from 'typebox';

/** Where the record stands after an action (提交 answers more: FlowSubmitResult). */
export const FlowActionResultSchema = Type.Object(
  {
    ModuleName: Type.String(),
    Business_Id: Type.String(),
    FlowExample_Id: Type.String(),
    FlowStatus: Type.String(),
    CurrentStep: Type.Integer(),
  },
  {
    examples: [
      {
        ModuleName: 'Thesis',
        Business_Id: '00000000-0000-0000-0000-000000000001',
        FlowExample_Id: '00000000-0000-0000-0000-000000000004',
        FlowStatus: '审核中',
        CurrentStep: 2,
      },
    ],
  },
);
export type FlowActionResult = Static<typeof FlowActionResultSchema>;

/** 批量审批: each item's outcome (its Chinese refusal, or null), and the counts. */
export const FlowBatchDecideResultSchema = Type.Object(
  {
    Results: Type.Array(Type.Object({ Id: Type.String(), Ok: Type.Boolean(), Message: Type.Union([Type.String(), Type.Null()]) })),
    Succeeded: Type.Integer(),
    Failed: Type.Integer(),
  },
  { examples: [{ Results: [{ Id: '00000000-0000-0000-0000-000000000003', Ok: true, Message: null }], Succeeded: 1, Failed: 0 }] },
);
export type FlowBatchDecideResult = Static<typeof FlowBatchDecideResultSchema>;
