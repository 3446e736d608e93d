/**
 * Fails when an installed package asks for a newer Node than our `engines.node` allows (issue 16):
 * every package.json under node_modules is read, and the lowest Node we promise must satisfy it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

const read = (file: string): Manifest | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

function* packageDirs(modules: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(modules);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.startsWith('.')) continue;
    const dirs = entry.startsWith('@')
      ? readdirSync(join(modules, entry)).map((name) => join(modules, entry, name))
      : [join(modules, entry)];
    for (const dir of dirs) {
      yield dir;
      yield* packageDirs(join(dir, 'node_modules'));
    }
  }
}

const root = process.cwd();
const ours = read(join(root, 'package.json'))?.engines?.node;
const lowest = ours ? semver.minVersion(ours) : null;
if (!lowest) throw new Error('package.json has no engines.node');
const conflicts: string[] = [];
for (const dir of packageDirs(join(root, 'node_modules'))) {
  const manifest = read(join(dir, 'package.json'));
  const wanted = manifest?.engines?.node;
  if (!manifest?.name || !wanted || !semver.validRange(wanted)) continue;
  if (!semver.satisfies(lowest, wanted)) {
    conflicts.push(
      `${manifest.name}@${manifest.version} wants node ${wanted} (${dir.slice(root.length + 1)})`,
    );
  }
}
if (conflicts.length > 0) {
  process.stderr.write(`Packages needing a newer Node than ${ours}:\n  ${conflicts.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`every installed package runs on Node ${lowest.version} (engines ${ours})\n`);
