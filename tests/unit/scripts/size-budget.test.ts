import { describe, expect, it } from 'vitest';
import type { ChunkGraph } from '../../../scripts/chunk-preload';
import {
  checkBudget,
  chunkName,
  entryFiles,
  recordBudget,
  type SizeBudget,
} from '../../../scripts/size-budget';

const budget: SizeBudget = {
  tolerance: 0.1,
  entries: {
    'login page': { roots: ['isps-app'], chunks: { index: 1_000, 'jsx-runtime': 100_000, AdminApp: 20_000 } },
  },
};

describe('size budget', () => {
  it('names chunks without their content hash', () => {
    expect(chunkName('elements/AdminApp-C2aN-u1k.js')).toBe('AdminApp');
    expect(chunkName('elements/index.js')).toBe('index');
    expect(chunkName('elements/jsx-runtime-Cw7EjtmW.js')).toBe('jsx-runtime');
  });

  it('passes an entry that grew by up to the tolerance', () => {
    // 121 000 recorded: 10 % more is 133 100.
    expect(
      checkBudget(budget, { 'login page': { index: 1_000, 'jsx-runtime': 100_000, AdminApp: 32_100 } }),
    ).toEqual([]);
  });

  it('fails an entry that grew by more, naming the chunks that grew, largest first', () => {
    const problems = checkBudget(budget, {
      'login page': { index: 1_000, 'jsx-runtime': 104_000, AdminApp: 30_000, BasicLayout: 2_000 },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^login page: 133\.8 KB gzip, over its budget of 118\.2 KB \+ 10 %/);
    expect(problems[0]).toMatch(
      /grew: AdminApp \+9\.8 KB, jsx-runtime \+3\.9 KB, BasicLayout \(new\) \+2\.0 KB$/,
    );
  });

  it('reports an entry that is no longer measured', () => {
    expect(checkBudget(budget, {})).toEqual(['login page: not measured (is it still built?)']);
  });

  it('records the measured sizes and keeps roots and tolerance', () => {
    const recorded = recordBudget(budget, { 'login page': { b: 2, a: 1 } });
    expect(recorded.tolerance).toBe(0.1);
    expect(recorded.entries['login page']).toEqual({ roots: ['isps-app'], chunks: { a: 1, b: 2 } });
    expect(Object.keys(recorded.entries['login page']?.chunks ?? {})).toEqual(['a', 'b']);
  });

  it('counts for a tag the first-connect chunks and its page chunk with their imports', () => {
    const graph: ChunkGraph = {
      imports: {
        'elements/index.js': ['elements/elementClass-AAAAAAAA.js'],
        'elements/elementClass-AAAAAAAA.js': [],
        'elements/mountElement-BBBBBBBB.js': ['elements/jsx-runtime-CCCCCCCC.js'],
        'elements/jsx-runtime-CCCCCCCC.js': [],
        'elements/AdminApp-DDDDDDDD.js': ['elements/jsx-runtime-CCCCCCCC.js', 'elements/spin-EEEEEEEE.js'],
        'elements/spin-EEEEEEEE.js': [],
        'elements/LoggedInView-FFFFFFFF.js': ['elements/tabs-GGGGGGGG.js'],
        'elements/tabs-GGGGGGGG.js': [],
      },
      tagPages: { 'isps-app': 'elements/AdminApp-DDDDDDDD.js' },
      connect: ['elements/index.js', 'elements/mountElement-BBBBBBBB.js'],
    };
    expect(entryFiles(graph, ['isps-app']).map(chunkName).sort()).toEqual([
      'AdminApp',
      'elementClass',
      'index',
      'jsx-runtime',
      'mountElement',
      'spin',
    ]);
    // A chunk name adds its closure to what every entry loads first: the loader and the runtime.
    expect(entryFiles(graph, ['LoggedInView']).map(chunkName).sort()).toEqual([
      'LoggedInView',
      'elementClass',
      'index',
      'jsx-runtime',
      'mountElement',
      'tabs',
    ]);
  });
});
