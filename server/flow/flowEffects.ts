/** What a flow transition tells the world after it commits: stored notifications and changed modules. */
import type { FastifyInstance } from 'fastify';
import type { Row } from '../platform/db/types.js';
import { publishDataUpdate } from '../hub/dataUpdate.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';

export interface FlowOutcome {
  notifications: Row[];
  moduleName: string;
  businessId: string;
  exampleId: string;
  exampleCreated: boolean;
  /** Whose record it is (the applicant): in a user-owned module, the one user besides its approvers to hear of it. */
  ownerId: string;
}

export function announce(app: FastifyInstance, outcome: FlowOutcome): void {
  for (const row of outcome.notifications) app.notifier.push(row);
  publishDataUpdate(app, outcome.moduleName, 'updated', outcome.businessId, outcome.ownerId);
  publishDataUpdate(app, FLOW_EXAMPLE_MODULE, outcome.exampleCreated ? 'created' : 'updated', outcome.exampleId, outcome.ownerId);
}
