import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { provideTestServices } from '../../tests/test-services';

/**
 * Runs a bench built on the server tests' harness (tests/server/harness.ts) on PostgreSQL:
 * `npx tsx bench/support/with-postgres.ts bench/srm/po-list-scan.ts`. The harness reads
 * ISPS_TEST_PG_URL when it loads, so the throwaway server of the tests (tests/test-services.ts) is
 * started first when none is given, then the bench is imported with BENCH_ENGINE=postgres; the server
 * stops when the bench's process exits. Benches on bench/support/bench-app.ts get the same server as
 * BENCH_PG_URL.
 */
const bench = process.argv[2];
if (!bench) throw new Error('usage: tsx bench/support/with-postgres.ts <bench file>');
process.env.ISPS_TEST_REDIS_URL ??= 'redis://unused';
await provideTestServices(process.env);
process.env.BENCH_ENGINE = 'postgres';
// The benches on bench/support/bench-app.ts (bench/srm/etl.bench.ts) take their server from BENCH_PG_URL.
process.env.BENCH_PG_URL ??= process.env.ISPS_TEST_PG_URL;
await import(pathToFileURL(resolve(bench)).href);
