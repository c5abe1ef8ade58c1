import { describe, expect, it } from 'vitest';
import { Catalogue, describeModule } from './catalogue.js';
import { perCatalogue } from './catalogueMemo.js';
import type { ModuleDefinition } from './types.js';

const definition = (description: string) => ({ Name: 'Note', Description: description, FieldInfoStruts: [] }) as unknown as ModuleDefinition;

describe('per-catalogue memo', () => {
  it('works a catalogue out once, and again after one of its modules is replaced', () => {
    const catalogue = new Catalogue([describeModule('Business', 'Note.json', definition('便签'))]);
    let runs = 0;
    const titles = perCatalogue((c) => {
      runs += 1;
      return c.all().map((module) => module.definition.Description);
    });
    expect(titles(catalogue)).toEqual(['便签']);
    expect(titles(catalogue)).toEqual(['便签']);
    expect(runs).toBe(1);
    catalogue.replace('Note', definition('备忘'));
    expect(titles(catalogue)).toEqual(['备忘']);
    expect(runs).toBe(2);
  });
});
