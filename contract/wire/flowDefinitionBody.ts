/** `POST /api/FlowState/DefinitionWarnings`: the designer's draft, read by the engine's own reader (a malformed one is its 400). */
import { Type, type Static } from 'typebox';

export const FlowDefinitionDraftSchema = Type.Object(
  {
    /** The module the flow applies to; anything but text reads as none. */
    ModuleName: Type.Optional(Type.Unsafe<string>({})),
    /** The steps as the Flow record stores them (JSON text), or as their parsed list. */
    Steps: Type.Optional(Type.Unsafe<string | unknown[]>({})),
  },
  { examples: [{ ModuleName: 'Thesis', Steps: '[]' }] },
);
export type FlowDefinitionDraft = Static<typeof FlowDefinitionDraftSchema>;
