/**
 * Module Flow: a definition is checked on every write — ModuleName must be a module that needs approval and
 * Steps must follow the format of flowSteps.ts with existing role codes and accounts — else 400 in Chinese.
 */
import type { Db } from '../db/types.js';
import type { ModuleHooks } from '../modules/hooks/moduleHooks.js';
import { type FlowStep } from './flowSteps.js';
/** The first step naming a role or account that does not exist, as a message. */
export declare function missingApprover(db: Db, steps: FlowStep[]): Promise<string | null>;
export declare const flowDefinitionHooks: ModuleHooks;
