import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Keeps the element chunks small as elements are added: element files (and the common props of
 * src/ui/root/defineElement.ts) carry documentation (`summary`, prop `description`s, the `events`
 * map, method descriptions) for custom-elements.json, the docs and the types, which the browser
 * never needs. In the bundle `summary`, `description` and `events` are removed and method
 * descriptions (`method<Signature>('...')`) become empty strings (the method names stay); the
 * manifest script reads the sources, so it still sees them. The loader itself carries none of it:
 * it defines tags from the compact list scripts/element-tags.ts generates.
 */
export function stripElementDocs(): Plugin {
  return {
    name: 'isps-strip-element-docs',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/](elements[\\/]isps-[\w-]+|src[\\/]ui[\\/]root[\\/]defineElement)\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: [start: number, end: number, text: string][] = [];
      const isDocString = (node: ts.Node) =>
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
      const remove = (node: ts.Node) => {
        const comma = /^\s*,/.exec(code.slice(node.getEnd()));
        edits.push([node.getStart(source), node.getEnd() + (comma?.[0].length ?? 0), '']);
      };
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node)) {
          const name = node.name.getText(source);
          const parent = node.parent.parent;
          const inMethods = ts.isPropertyAssignment(parent) && parent.name.getText(source) === 'methods';
          if (name === 'events' && ts.isObjectLiteralExpression(node.initializer)) return remove(node);
          if (isDocString(node.initializer) && (name === 'summary' || name === 'description'))
            return remove(node);
          if (inMethods && (isDocString(node.initializer) || ts.isCallExpression(node.initializer))) {
            edits.push([node.initializer.getStart(source), node.initializer.getEnd(), "''"]);
            return;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}${text}${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
