import { hashPassword } from '../../modules/auth/password-hash';

/**
 * Prints the stored form of a password, for the seed files (which hold hashes only, never passwords):
 *   npx tsx server/db/seed/hash-password.ts            (reads the password from stdin)
 *   echo -n secret | npx tsx server/db/seed/hash-password.ts
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const password = await readStdin();
if (password === '') {
  process.stderr.write('usage: echo -n <password> | npx tsx server/db/seed/hash-password.ts\n');
  process.exit(2);
}
process.stdout.write(`${await hashPassword(password)}\n`);
