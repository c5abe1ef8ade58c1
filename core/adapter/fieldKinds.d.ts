import type { FieldInfoStrut } from '../../contract/index.js';
/** What a field is for the screens, decided once from its descriptor (Relate wins over Type). */
export type FieldKind = 'text' | 'textarea' | 'password' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'relate' | 'relateMany' | 'resource' | 'dictionary' | 'options';
export declare function fieldKind(field: FieldInfoStrut): FieldKind;
export declare function isHiddenInForm(field: FieldInfoStrut): boolean;
export declare function isHiddenInList(field: FieldInfoStrut): boolean;
/** The object field the server sends beside a relate `X_Id` (e.g. `Dept` beside `Dept_Id`). */
export declare function relatedObjectName(fieldName: string): string;
export declare function hasRule(field: FieldInfoStrut, ruleName: string): boolean;
/**
 * Whether the field must be filled in this form mode. `{"RuleName":"required","RulePars":["create"]}` means required
 * only when creating (e.g. a user's initial password; editing leaves it unchanged when blank).
 */
export declare function isRequiredIn(field: FieldInfoStrut, mode: 'create' | 'edit'): boolean;
