import { describe, expect, it } from 'vitest';
import { sequentialFlow } from './definition.js';

describe('flow definitions', () => {
  const flow = sequentialFlow(['科研处初审', '科研处长审批']);

  it('numbers steps from 1, each settled by any one approver', () => {
    expect(flow.steps).toEqual([
      { index: 1, name: '科研处初审', mode: 'AnyOne' },
      { index: 2, name: '科研处长审批', mode: 'AnyOne' },
    ]);
  });
});
