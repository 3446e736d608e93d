import { readFile, statfs } from 'node:fs/promises';

/** One mounted filesystem (api-contract 8.13 disk: name, max, rest, restPPT, plus used and type). */
export interface DiskUsage {
  name: string;
  mount: string;
  type: string;
  max: number;
  rest: number;
  used: number;
  /** Percent used, an integer like the contract's. */
  restPPT: number;
}

const VIRTUAL = new Set([
  'proc',
  'sysfs',
  'devpts',
  'devtmpfs',
  'tmpfs',
  'cgroup',
  'cgroup2',
  'mqueue',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'nsfs',
  'rpc_pipefs',
  'squashfs',
  'ramfs',
  'efivarfs',
  'selinuxfs',
]);

/**
 * Real filesystems from /proc/mounts with size, used and free bytes; where /proc is missing (not
 * Linux) the filesystems of the root and of the data folder.
 */
export async function diskUsage(dataDir: string): Promise<DiskUsage[]> {
  let mounts: { device: string; mount: string; type: string }[];
  try {
    mounts = (await readFile('/proc/mounts', 'utf8'))
      .split('\n')
      .map((line) => line.split(' '))
      .filter((parts) => parts.length >= 3 && !VIRTUAL.has(parts[2]!))
      .map(([device, mount, type]) => ({
        device: device!,
        mount: mount!.replace(/\\040/g, ' '),
        type: type!,
      }));
  } catch {
    mounts = [
      { device: '/', mount: '/', type: '' },
      { device: dataDir, mount: dataDir, type: '' },
    ];
  }
  const seen = new Set<string>();
  const out: DiskUsage[] = [];
  for (const { device, mount, type } of mounts) {
    try {
      const stats = await statfs(mount);
      const max = stats.blocks * stats.bsize;
      const rest = stats.bavail * stats.bsize;
      const key = `${stats.type}:${stats.blocks}:${stats.bfree}:${device}`;
      if (max === 0 || seen.has(key)) continue;
      seen.add(key);
      const used = max - stats.bfree * stats.bsize;
      out.push({
        name: mount,
        mount,
        type: type || device,
        max,
        rest,
        used,
        restPPT: Math.round((used / max) * 100),
      });
    } catch {
      // A mount we may not read (permissions, gone): left out.
    }
  }
  return out;
}
