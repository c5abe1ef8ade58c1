import { describe, expect, it } from 'vitest';
import { createUnsavedForms } from './unsavedForms';

describe('unsaved forms', () => {
  it('answers per tab from the registered checks at the time of asking, until unregistered', () => {
    const forms = createUnsavedForms();
    let typed = false;
    const remove = forms.register('/thesis/add', () => typed);
    forms.register('/patent/add', () => false);
    expect(forms.isDirty('/thesis/add')).toBe(false);
    expect(forms.anyDirty()).toBe(false);
    typed = true;
    expect(forms.isDirty('/thesis/add')).toBe(true);
    expect(forms.anyDirty()).toBe(true);
    remove();
    expect(forms.isDirty('/thesis/add')).toBe(false);
    expect(forms.anyDirty()).toBe(false);
  });
});
