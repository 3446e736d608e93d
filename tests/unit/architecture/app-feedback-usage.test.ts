import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import { …, App, … } from 'antd'` (App as a value, not `import type`). */
const ANTD_APP_IMPORT = /import\s*\{[^}]*\bApp\b[^}]*\}\s*from\s*'antd'/;

/**
 * The element root gives message, notification and modal through `useAppFeedback()`
 * (src/ui/root/appFeedback.tsx, issue 17); antd's `<App>` is not rendered any more, so
 * `App.useApp()` would hand out empty objects, and importing antd's App puts its 18 KB gzip back on
 * every element's path.
 */
describe("antd's App stays off the elements", () => {
  it('no source calls App.useApp() or imports App from antd', () => {
    const offenders = sources(join(root, 'src'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return text.includes('App.useApp(') || ANTD_APP_IMPORT.test(text);
      })
      .map((file) => relative(root, file));
    expect(offenders, 'use useAppFeedback() from src/ui/root/appFeedback.tsx').toEqual([]);
  });

  it('recognises the forms it forbids', () => {
    expect(ANTD_APP_IMPORT.test("import { App, Button } from 'antd';")).toBe(true);
    expect(ANTD_APP_IMPORT.test("import {\n  Alert,\n  App,\n} from 'antd';")).toBe(true);
    expect(ANTD_APP_IMPORT.test("import { AppstoreOutlined } from '@ant-design/icons';")).toBe(false);
    expect(ANTD_APP_IMPORT.test("import { Button } from 'antd';")).toBe(false);
  });
});
