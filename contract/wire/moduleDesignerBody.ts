/**
 * The module designer (administrators): the catalogue's modules with their sizes, one module's file, the check of a
 * draft and the export. `POST /api/moduleDesigner/validate` takes the draft module file as it stands (any JSON:
 * checking it is the call's work) and, when the draft edits a module of the catalogue, that module's name, so the
 * draft's own name is no duplicate of itself.
 */
import { Type, type Static } from 'typebox';

export const ModuleDraftBodySchema = Type.Object(
  {
    Definition: Type.Unsafe<unknown>({}),
    /** The module the draft edits; absent for a new module. */
    Module: Type.Optional(Type.String({ maxLength: 100 })),
  },
  {
    errorMessage: { type: '应提交模块定义', required: '应提交模块定义' },
    examples: [{ Module: 'Thesis', Definition: { Name: 'Thesis', Description: '论文', RelateFields: ['Title'], FieldInfoStruts: [] } }],
  },
);
export type ModuleDraftBody = Static<typeof ModuleDraftBodySchema>;

/** One module as the designer lists it. */
/** A data dictionary as the module designer's picker shows it: its name, how many values, the first few in order. */
export interface DesignerDictionary {
  Name: string;
  Count: number;
  /** The first DICTIONARY_SAMPLE_SIZE values by SortCode (the preview's sample data). */
  Samples: string[];
}

/** How many values of each dictionary the designer gets for its preview. */
export const DICTIONARY_SAMPLE_SIZE = 5;

export interface DesignerModuleSummary {
  /** The area's folder (schemas/<Area>/) and its Chinese title (areas.json). */
  Area: string;
  AreaTitle: string;
  Name: string;
  Description: string;
  FieldCount: number;
  RecordCount: number;
  /** The record count is PostgreSQL's statistics (about so many), not a count. */
  RecordCountEstimated: boolean;
  /** The last published change and who made it: null while the module is as its catalogue file says. */
  ModifiedAt: string | null;
  ModifiedBy: string | null;
  /** The published version in use (0: the catalogue file), the BaseVersion of the next publish. */
  Version: number;
  /**
   * 文件已更新: the catalogue file changed (a deployment) since the version in use was published. The module keeps
   * the published version; the administrator compares the two (version 0 is the file) and publishes what is right.
   */
  FileChanged: boolean;
  /** Added in the module designer (新建模块): no definition file, so no version 0. */
  Designed: boolean;
  /** The top-level group of the standard menu its list stands in; null: no entry of the menu opens its list. */
  MenuGroup: string | null;
}

/** A problem of a draft: the JSON path of the field (`$.FieldInfoStruts[0].Type`) and what is wrong, in Chinese. */
export interface ModuleDraftProblem {
  path: string;
  problem: string;
}

export interface ModuleDraftCheck {
  Problems: ModuleDraftProblem[];
}
