import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The compact list the loader defines every tag from (docs/decisions.md "Compact element
 * registry"), generated from the element files so they are its one source: `vite build`, the
 * web-test-runner server and its second library copy all import it as this virtual module.
 */
export const ELEMENT_TAGS_MODULE = 'virtual:isps-element-tags';
const RESOLVED_ID = `\0${ELEMENT_TAGS_MODULE}`;

/**
 * The bundled declarations copy every `declare module` of the sources, this module's declaration
 * (elements/virtual-modules.d.ts) too; it means nothing to a host, so the build drops it.
 */
export function withoutTagsModuleDeclaration(declarations: string): string {
  return declarations.replace(
    new RegExp(`\\n(/\\*\\*[^\\n]*\\*/\\n)?declare module '${ELEMENT_TAGS_MODULE}' \\{[^}]*\\}\\n`),
    '\n',
  );
}

/** What the list needs of a definition (src/ui/root/defineElement.ts ElementDefinition). */
export interface TagSource {
  tag: string;
  props: Record<string, { type: string }>;
  methods?: Record<string, string>;
}

/** Suffix of each prop kind in the list; src/ui/root/defineCompactElements.ts reads them back. */
const SUFFIXES: Record<string, string> = { string: '', boolean: '!', number: '#', json: '@', method: '&' };
const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * One line per tag, sorted: the tag without `isps-`, its own props with their kind suffix, its
 * methods as `name()`. Throws on anything the list cannot carry, so the build stops loudly.
 */
export function compactTags(definitions: Iterable<TagSource>): string {
  const lines: string[] = [];
  for (const { tag, props, methods } of definitions) {
    if (!/^isps-[a-z0-9]+(-[a-z0-9]+)*$/.test(tag))
      throw new Error(`element tag ${tag}: not isps-<kebab-case>`);
    const tokens = [tag.slice('isps-'.length)];
    for (const [name, spec] of Object.entries(props)) {
      const suffix = SUFFIXES[spec.type];
      if (suffix === undefined || !NAME.test(name))
        throw new Error(`<${tag}> prop ${name}: unknown kind ${spec.type} or not an identifier`);
      tokens.push(`${name}${suffix}`);
    }
    for (const name of Object.keys(methods ?? {})) {
      if (!NAME.test(name)) throw new Error(`<${tag}> method ${name}: not an identifier`);
      tokens.push(`${name}()`);
    }
    lines.push(tokens.join(' '));
  }
  return `${lines.sort().join('\n')}\n`;
}

/** Reads the definitions by evaluating elements/registry.ts in Node (tags are not defined there). */
async function readDefinitions(root: string): Promise<TagSource[]> {
  const registry = pathToFileURL(resolve(root, 'elements/registry.ts')).href;
  // tsImport returns the module namespace untyped; the registry's shape is TagSource per tag.
  const module = (await tsImport(registry, import.meta.url)) as {
    elementRegistry?: Record<string, TagSource>;
  };
  if (!module.elementRegistry) throw new Error('elements/registry.ts exports no elementRegistry');
  for (const [key, definition] of Object.entries(module.elementRegistry))
    if (definition.tag !== key) throw new Error(`elements/registry.ts: key ${key} holds <${definition.tag}>`);
  return Object.values(module.elementRegistry);
}

export function elementTags(root: string): Plugin {
  return {
    name: 'isps-element-tags',
    // Filters let the bundler skip the JavaScript hooks for every other module.
    resolveId: {
      filter: { id: new RegExp(`^${ELEMENT_TAGS_MODULE}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: new RegExp(`^${RESOLVED_ID}$`) },
      async handler() {
        for (const file of readdirSync(resolve(root, 'elements')))
          if (file.endsWith('.ts')) this.addWatchFile(resolve(root, 'elements', file));
        const list = compactTags(await readDefinitions(root));
        return `export const TAGS = ${JSON.stringify(list)};\n`;
      },
    },
  };
}
