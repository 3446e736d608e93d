import { defineTag, type PageSource, type PropType } from './elementClass';

/** Suffixes of a prop in the compact list; a bare name is a string prop, `name()` a method. */
const SUFFIX_TYPES: Record<string, PropType> = { '!': 'boolean', '#': 'number', '@': 'json', '&': 'method' };

/** One registered tag as the loader knows it: its name and its class. */
export interface CompactDefinition {
  tag: string;
  element: CustomElementConstructor | undefined;
}

/**
 * Defines every tag of a compact list (generated from the element files by scripts/element-tags.ts):
 * one line per tag without its `isps-` prefix, then its props and methods separated by spaces (`dict-items dictCode refresh()`). That is
 * all r2wc needs for observedAttributes and attribute conversion before any chunk loads; `source`
 * is called on the first connect of a tag for its page and session.
 */
export function defineCompactElements(
  list: string,
  source: (tag: string) => Promise<PageSource>,
): Record<string, CompactDefinition> {
  const registry: Record<string, CompactDefinition> = {};
  for (const line of list.trim().split('\n')) {
    const [name, ...tokens] = line.trim().split(' ');
    const tag = `isps-${name}`;
    const props: Record<string, PropType> = {};
    const methods: string[] = [];
    for (const token of tokens) {
      const type = SUFFIX_TYPES[token.slice(-1)];
      if (token.endsWith('()')) methods.push(token.slice(0, -2));
      else props[type ? token.slice(0, -1) : token] = type ?? 'string';
    }
    registry[tag] = { tag, element: defineTag(tag, { props, methods }, () => source(tag)) };
  }
  return registry;
}
