/**
 * Writes custom-elements.json (schema 2.1.0) from the element definitions in elements/registry.ts:
 * every tag with its attributes, properties, events and methods. Run by `vite build`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { elementRegistry } from '../elements/registry';
import { COMMON_PROPS, type ElementDefinition, type PropSpec } from '../src/ui/root/defineElement';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const TS_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
  method: 'Function',
};

function declaration(definition: ElementDefinition) {
  const props: Record<string, PropSpec> = { ...COMMON_PROPS, ...definition.props };
  const className = definition.tag.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());
  return {
    kind: 'class',
    name: className,
    tagName: definition.tag,
    customElement: true,
    summary: definition.summary,
    attributes: Object.entries(props)
      .filter(([, spec]) => spec.type !== 'method')
      .map(([name, spec]) => ({
        name: kebab(name),
        fieldName: name,
        type: { text: TS_TYPES[spec.type] },
        description: spec.description,
      })),
    members: [
      ...Object.entries(props).map(([name, spec]) => ({
        kind: 'field',
        name,
        type: { text: TS_TYPES[spec.type] },
        description: spec.description,
      })),
      ...Object.entries(definition.methods ?? {}).map(([name, description]) => ({
        kind: 'method',
        name,
        description,
      })),
    ],
    events: [
      ...Object.entries(definition.events).map(([name, description]) => ({
        name,
        type: { text: 'CustomEvent' },
        description,
      })),
      {
        name: 'isps-ready',
        type: { text: 'CustomEvent' },
        description: '{ tag }: the page rendered for the first time.',
      },
      {
        name: 'isps-load-error',
        type: { text: 'CustomEvent' },
        description: '{ tag, reason: "timeout" | "failed", message }: the page chunk did not load (spec 8).',
      },
      {
        name: 'isps-channel-error',
        type: { text: 'CustomEvent' },
        description: '{ code: "max-depth", depth, max }: the frame is nested too deep for the auth channel.',
      },
    ],
  };
}

const definitions = Object.values(elementRegistry) as unknown as ElementDefinition[];
const manifest = {
  schemaVersion: '2.1.0',
  readme: 'docs/embedding.md',
  modules: definitions.map((definition) => ({
    kind: 'javascript-module',
    path: `elements/${definition.tag}.ts`,
    declarations: [declaration(definition)],
    exports: [
      { kind: 'custom-element-definition', name: definition.tag, declaration: { name: definition.tag } },
    ],
  })),
};

const target = resolve(import.meta.dirname, '..', 'custom-elements.json');
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${definitions.length} elements`);
