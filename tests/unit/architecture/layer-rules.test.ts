import { describe, expect, it } from 'vitest';
import { checkFile, checkRepository, formatViolation, importsOf, repositoryRoot } from './layer-rules';

describe('layer rules', () => {
  it('hold for every source file of the repository', () => {
    expect(checkRepository(repositoryRoot).map(formatViolation)).toEqual([]);
  }, 60_000); // parses ~700 files; seconds on a busy machine
});

describe('the layer checker', () => {
  it('reads every form an import can take, with its line', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      "type F = import('./f').F;",
      "import g = require('./g');",
      "import './side-effect';",
      'const i = import(`./i`);',
    ].join('\n');
    expect(importsOf('src/x.ts', text)).toEqual([
      { specifier: './a', form: 'import', line: 1 },
      { specifier: './b', form: 'import type', line: 2 },
      { specifier: './c', form: 'export from', line: 3 },
      { specifier: './d', form: 'export from', line: 4 },
      { specifier: './e', form: 'dynamic import', line: 5 },
      { specifier: './f', form: 'type import', line: 6 },
      { specifier: './g', form: 'require', line: 7 },
      { specifier: './side-effect', form: 'import', line: 8 },
      { specifier: './i', form: 'dynamic import', line: 9 },
    ]);
  });

  it('ignores import-like text in strings and comments', () => {
    const text = "// import x from '../../server/app';\nconst s = \"import('../../server/app')\";\n";
    expect(checkFile('src/pages/p.tsx', text)).toEqual([]);
  });

  it('catches src/domain importing outside itself, a package included', () => {
    const text = "import { session } from '../../client/session';\nimport type { Dayjs } from 'dayjs';\n";
    const violations = checkFile('src/domain/warehouse/x.ts', text);
    expect(violations.map((v) => [v.line, v.specifier, v.rule])).toEqual([
      [1, '../../client/session', 'src/domain imports nothing outside src/domain'],
      [2, 'dayjs', 'src/domain imports nothing outside src/domain'],
    ]);
    expect(checkFile('src/domain/warehouse/x.ts', "import { field } from '../entity/field';")).toEqual([]);
  });

  it('catches src/client importing React, antd or a React layer', () => {
    const text = [
      "import { useState } from 'react';",
      "import type { Root } from 'react-dom/client';",
      "import { Button } from 'antd';",
      "export { EntityList } from '../ui/entity/EntityList';",
      "const page = () => import('../pages/system/UserPage');",
    ].join('\n');
    const violations = checkFile('src/client/http.ts', text);
    expect(violations.map((v) => v.line)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(violations.map((v) => v.rule))).toEqual(
      new Set(['src/client has no React (no react, antd, src/ui, src/pages or src/app)']),
    );
    expect(checkFile('src/client/http.ts', "import axios from 'axios';\nimport '../domain/menu';")).toEqual(
      [],
    );
  });

  it('catches server/ importing from src/ other than src/domain', () => {
    const text =
      "import { http } from '../../src/client/http';\nimport { user } from '../../src/domain/system';\n";
    const violations = checkFile('server/modules/users.ts', text);
    expect(violations.map((v) => [v.line, v.rule])).toEqual([
      [1, 'server/ imports only src/domain from src/'],
    ]);
  });

  it('catches pages, ui, app, client and elements importing server/', () => {
    const cases: [string, string][] = [
      ['src/pages/system/UserPage.tsx', "import type { App } from '../../../server/app';"],
      ['src/ui/entity/EntityList.tsx', "export * from '../../../server/entity/list';"],
      ['src/app/router.tsx', "const s = await import('../../server/main');"],
      ['src/client/http.ts', "type R = import('../../server/http/envelope').Result;"],
      ['elements/isps-x.ts', "import '../server/config';"],
    ];
    for (const [file, text] of cases) {
      expect(
        checkFile(file, text).map((v) => v.rule),
        file,
      ).toEqual(['browser code (src/client, src/ui, src/pages, src/app, elements) never imports server/']);
    }
  });

  it('names the file and line of a violation', () => {
    const [violation] = checkFile('src/domain/a.ts', "\n\nimport x from '../ui/x';");
    expect(violation && formatViolation(violation)).toBe(
      'src/domain/a.ts:3 import \'../ui/x\' breaks "src/domain imports nothing outside src/domain"',
    );
  });
});
