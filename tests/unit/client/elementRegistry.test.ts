import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../../elements/registry';
import { WIDGET_TAGS } from '../../../elements/widgets';
import { pageTags } from '../../../src/domain/system/menu';

describe('element registry', () => {
  it('lists only tags of the menu or documented widget tags', () => {
    const known = new Set([...pageTags(), ...Object.keys(WIDGET_TAGS)]);
    const unknown = Object.keys(elementRegistry).filter((tag) => !known.has(tag));
    expect(unknown).toEqual([]);
  });

  it('keys every definition by its own tag, with an element file of the same name', () => {
    for (const [tag, definition] of Object.entries(elementRegistry)) {
      expect(definition.tag).toBe(tag);
      expect(existsSync(resolve(import.meta.dirname, '../../../elements', `${tag}.ts`)), tag).toBe(true);
    }
  });

  it('names every event isps-* and gives it a description', () => {
    for (const definition of Object.values(elementRegistry)) {
      for (const [name, description] of Object.entries(definition.events)) {
        expect(name).toMatch(/^isps-[a-z]+(-[a-z]+)*$/);
        expect(description.length).toBeGreaterThan(5);
      }
    }
  });

  it('defines each tag once in the document', () => {
    for (const tag of Object.keys(elementRegistry))
      expect(customElements.get(tag), tag).toBeTypeOf('function');
  });
});
