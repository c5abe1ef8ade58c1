/**
 * The Steps of a flow definition (module Flow, field Steps): a JSON array of steps, each with a name and who
 * approves it —
 *   [{"Name":"科室审核","Approver":{"Type":"DeptHead"}},
 *    {"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}},
 *    {"Name":"分管院长审批","Approver":{"Type":"Users","Accounts":["vicedean"]}}]
 * DeptHead = the leader of the applicant's department; Role = every user holding the role; Users = named accounts.
 */
export type StepApprover = {
    Type: 'DeptHead';
} | {
    Type: 'Role';
    EnCode: string;
} | {
    Type: 'Users';
    Accounts: string[];
};
export interface FlowStep {
    Name: string;
    Approver: StepApprover;
}
export declare const MAX_STEPS = 20;
/** The steps, or a Chinese message naming what is wrong. */
export declare function parseSteps(text: unknown): {
    steps: FlowStep[];
} | {
    error: string;
};
