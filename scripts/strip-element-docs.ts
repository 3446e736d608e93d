import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Keeps the loader small as elements are added: element files carry documentation strings
 * (`summary`, prop and method `description`s, event descriptions) for custom-elements.json and the
 * docs, which the browser never needs. In the bundle they become empty strings; the manifest script
 * reads the sources, so it still sees them.
 */
export function stripElementDocs(): Plugin {
  return {
    name: 'isps-strip-element-docs',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]elements[\\/]isps-[\w-]+\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const ranges: [number, number][] = [];
      const isDocString = (node: ts.Node) =>
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node) && isDocString(node.initializer)) {
          const name = node.name.getText(source);
          const parent = node.parent.parent;
          const inDocMap =
            ts.isPropertyAssignment(parent) && ['events', 'methods'].includes(parent.name.getText(source));
          if (name === 'summary' || name === 'description' || inDocMap) {
            ranges.push([node.initializer.getStart(source), node.initializer.getEnd()]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}''${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
