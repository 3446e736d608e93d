import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SapPoDocument, SapPoSource, SapSender } from './sap-boundary';

/** Where a run keeps the files it claimed from the inbox until they are settled. */
const CLAIMED = '.claimed';
const PROCESSED = 'processed';
const ERROR = 'error';

/**
 * The embedded purchase-order source: IDoc ORDERS05 files (`*.xml`) dropped into the inbox folder. A run
 * claims a file by moving it into `.claimed/` (a rename: another run or node that tries the same file
 * finds it gone), then moves it to `processed/` or to `error/` beside a `<file>.error.txt` with the reason.
 * The sales order inbox (server/integrations/sales) claims its `*.json` files the same way.
 */
export function fileSapPoSource(inboxDir: string, extension = '.xml'): SapPoSource {
  const claimedDir = join(inboxDir, CLAIMED);
  return {
    kind: 'file',
    async pull() {
      await mkdir(claimedDir, { recursive: true });
      const names = (await readdir(inboxDir, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(extension))
        .map((entry) => entry.name)
        .sort();
      const claimed: SapPoDocument[] = [];
      for (const name of names) {
        const target = join(claimedDir, name);
        try {
          await rename(join(inboxDir, name), target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // taken by another run
          throw error;
        }
        claimed.push({ id: name, sourceName: `file:${name}`, content: await readFile(target, 'utf8') });
      }
      return claimed;
    },
    async settle(document, outcome) {
      const folder = join(inboxDir, outcome.ok ? PROCESSED : ERROR);
      await mkdir(folder, { recursive: true });
      const name = await freeName(folder, basename(document.id));
      await rename(join(claimedDir, document.id), join(folder, name));
      if (!outcome.ok) await writeFile(join(folder, `${name}.error.txt`), `${outcome.message}\n`, 'utf8');
    },
  };
}

/** A name not yet used in `folder` (the same file name may be dropped again later). */
async function freeName(folder: string, name: string): Promise<string> {
  const taken = new Set(await readdir(folder));
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; ; n++) if (!taken.has(`${stem}.${n}${ext}`)) return `${stem}.${n}${ext}`;
}

/**
 * The embedded sender: every outbound message becomes `<outbox>/<interface>-<id>.json`, for a file
 * interface (or a person) to carry into SAP. Delivered means written; no SAP document number comes back.
 */
export function fileSapSender(outboxDir: string): SapSender {
  return {
    kind: 'file',
    async send(message) {
      try {
        await mkdir(outboxDir, { recursive: true });
        const file = join(outboxDir, `${message.interfaceCode}-${message.id}.json`);
        await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, 'utf8');
        return { ok: true, sapDocNo: null, response: { file: basename(file) } };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error), response: null };
      }
    },
  };
}
