/**
 * Publishing module versions (the module designer, administrators): the migration plan of a draft, the publish of a
 * draft on top of the version it was made from, the versions of a module and the rollback to one of them. A publish
 * or rollback names the version the administrator saw (BaseVersion, 0 for the catalogue file): another
 * administrator's publish since then answers 409, not a silent overwrite.
 */
import { Type, type Static } from 'typebox';
import type { ModuleDraftProblem } from './moduleDesignerBody.js';

const ModuleName = Type.String({ minLength: 1, maxLength: 100, errorMessage: '应提交模块名' });
const VersionNumber = Type.Integer({ minimum: 0, maximum: 1_000_000, errorMessage: '版本号应为非负整数' });

export const ModulePlanBodySchema = Type.Object(
  { Module: ModuleName, Definition: Type.Unsafe<unknown>({}) },
  {
    errorMessage: { type: '应提交模块名和模块定义', required: '应提交模块名和模块定义' },
    examples: [{ Module: 'Thesis', Definition: { Name: 'Thesis', Description: '论文', RelateFields: ['Title'], FieldInfoStruts: [] } }],
  },
);
export type ModulePlanBody = Static<typeof ModulePlanBodySchema>;

export const ModulePublishBodySchema = Type.Object(
  { Module: ModuleName, Definition: Type.Unsafe<unknown>({}), BaseVersion: VersionNumber },
  {
    errorMessage: { type: '应提交模块名、模块定义和所基于的版本', required: '应提交模块名、模块定义和所基于的版本' },
    examples: [{ Module: 'Thesis', BaseVersion: 0, Definition: { Name: 'Thesis', Description: '论文', RelateFields: ['Title'], FieldInfoStruts: [] } }],
  },
);
export type ModulePublishBody = Static<typeof ModulePublishBodySchema>;

export const ModuleRollbackBodySchema = Type.Object(
  { Module: ModuleName, Version: VersionNumber, BaseVersion: VersionNumber },
  {
    errorMessage: { type: '应提交模块名、回滚到的版本和当前版本', required: '应提交模块名、回滚到的版本和当前版本' },
    examples: [{ Module: 'Thesis', Version: 1, BaseVersion: 2 }],
  },
);
export type ModuleRollbackBody = Static<typeof ModuleRollbackBodySchema>;

/**
 * 保留当前版本: the administrator has seen that a deployment changed the module's file (文件已更新) and keeps the
 * version in use; the flag goes until the file changes again. BaseVersion is the version they saw in use.
 */
export const ModuleKeepVersionBodySchema = Type.Object(
  { Module: ModuleName, BaseVersion: VersionNumber },
  {
    errorMessage: { type: '应提交模块名和当前版本', required: '应提交模块名和当前版本' },
    examples: [{ Module: 'Thesis', BaseVersion: 2 }],
  },
);
export type ModuleKeepVersionBody = Static<typeof ModuleKeepVersionBodySchema>;

export interface PlannedField {
  Name: string;
  Description: string;
  Type: string;
}

export interface PlannedTypeChange extends PlannedField {
  From: string;
  /** PostgreSQL's column changes type (Int32 → Decimal); SQLite's columns take either. */
  AlterColumn: boolean;
}

export interface PlanRefusal {
  /** The field the refusal is about, or null for the module (or a report or score scheme using it). */
  Field: string | null;
  Reason: string;
}

/** What publishing a draft does to the module's table (core/catalogue/migrationPlan.ts). */
export interface MigrationPlan {
  /** Fields that get a column: a new one, or back the one an earlier removal left (ReusedColumn). */
  Added: Array<PlannedField & { ReusedColumn: boolean }>;
  /** Fields leaving the descriptors; their columns and values stay. */
  Removed: PlannedField[];
  TypeChanges: PlannedTypeChange[];
  /** stringLength maxima raised, lowered without a longer value, or removed. */
  LengthChanges: Array<{ Name: string; Description: string; From: number | null; To: number | null }>;
  /** Fields whose other settings (name, rules, options, hiding…) changed: no stored value is touched. */
  Edited: string[];
  /**
   * Whether the module starts needing approval ('on': records whose 审核状态 is empty become 未提交, submitted
   * through the flow the 流程设计 gives the module) or stops ('off': records keep their 审核状态); null: unchanged.
   */
  Approval: 'on' | 'off' | null;
  /** Why the draft cannot be published; empty when it can. */
  Refusals: PlanRefusal[];
  /** The change in one Chinese line, for the version history. */
  Summary: string;
}

/** The answer of plan, and of a refused publish or rollback (400, with its Message). */
export interface ModulePlanAnswer {
  Problems: ModuleDraftProblem[];
  /** Null while the draft has problems (the plan needs a well-formed draft). */
  Plan: MigrationPlan | null;
  /** The module's current version (0: its catalogue file), the BaseVersion of the next publish. */
  CurrentVersion: number;
}

export interface ModulePublishAnswer {
  Version: number;
  Plan: MigrationPlan;
}

/** One published version of a module. */
export interface ModuleVersionSummary {
  Version: number;
  UserId: string;
  UserName: string;
  Time: string;
  Summary: string;
}
