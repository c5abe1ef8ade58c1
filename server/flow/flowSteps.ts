/**
 * The older Steps format of a flow definition — a JSON list of named steps, each with who approves it:
 *   [{"Name":"科室审核","Approver":{"Type":"DeptHead"}}, {"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}}]
 * It still reads (core/flow/definitionFormat.ts parses it with the node format); these types name its pieces for
 * first-start seeding and the approver resolution.
 */

export type StepApprover = { Type: 'DeptHead' } | { Type: 'Role'; EnCode: string } | { Type: 'Users'; Accounts: string[] };
