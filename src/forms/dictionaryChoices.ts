/** An EnumItem row as the dictionary select reads it. */
export interface EnumItemRow {
  Id: string;
  EnumName: string;
  EnumValue: string;
  Parent_Id?: string | null;
}

export interface DictionaryChoice {
  value: string;
  label: string;
}

/** The hint of a dependent dictionary select whose parent is still empty. */
export const missingParentHint = (parentDescription: string) => `请先选择:${parentDescription}`;
/** The confirmation before a new dictionary item is added. */
export const addItemConfirmation = (value: string) => `确认添加${value}吗?`;

export type DictionaryState = { kind: 'ready'; choices: DictionaryChoice[]; parentId: string | null } | { kind: 'needsParent' };

/**
 * The choices of a dictionary select. Without a parent field: every item of the dictionary. With one: nothing until
 * the parent is chosen, then the items whose Parent_Id is the chosen parent item's Id. A value already held that is not
 * among the items stays choosable so it still shows. Pure.
 */
export function dictionaryState(
  items: readonly EnumItemRow[],
  parent: { field: string | null; value: unknown; items: readonly EnumItemRow[] },
  current: unknown,
): DictionaryState {
  let parentId: string | null = null;
  let own = items;
  if (parent.field) {
    if (typeof parent.value !== 'string' || parent.value.trim() === '') return { kind: 'needsParent' };
    parentId = parent.items.find((item) => item.EnumValue === parent.value)?.Id ?? null;
    own = items.filter((item) => parentId !== null && item.Parent_Id === parentId);
  }
  const choices = own.map((item) => ({ value: item.EnumValue, label: item.EnumValue }));
  if (typeof current === 'string' && current && !choices.some((choice) => choice.value === current)) choices.unshift({ value: current, label: current });
  return { kind: 'ready', choices, parentId };
}

/** The typed text may be added as a new item when it is not blank and not already a choice. */
export function canOfferAdd(typed: string, choices: readonly DictionaryChoice[]): boolean {
  const value = typed.trim();
  return value !== '' && !choices.some((choice) => choice.value === value);
}
