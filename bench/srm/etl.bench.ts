import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { insertRows } from '../../server/db/insert-rows';
import { runSapPoImport } from '../../server/integrations/sap/etl-import';
import { startBenchApp } from '../support/bench-app';

/**
 * bench/srm "SAP ETL" (issue 12 point 12): the import of 10 000 purchase-order lines from IDoc ORDERS05
 * files dropped into the inbox (parse, stage with content hashes, publish new pending orders), then the
 * same files again (every order recognised unchanged), then every quantity changed (published changes).
 * Goal: the first import <= 30 s. SQLite always; PostgreSQL too with BENCH_PG_URL.
 * `npx tsx bench/srm/etl.bench.ts` (BENCH_ORDERS, BENCH_LINES, BENCH_FILES to change the volume).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const LINES = Number(process.env.BENCH_LINES ?? 20);
const FILES = Number(process.env.BENCH_FILES ?? 10);
const PRODUCTS = 200;
const PG_URL = process.env.BENCH_PG_URL;

function idoc(po: string, lines: number, qtyFactor: number): string {
  let items = '';
  for (let n = 1; n <= lines; n++) {
    const material = `BM-${String(((Number(po) + n) % PRODUCTS) + 1).padStart(4, '0')}`;
    items += `<E1EDP01><POSEX>${String(n * 10).padStart(5, '0')}</POSEX><ACTION>001</ACTION><MENGE>${n * 10 * qtyFactor}.000</MENGE><MENEE>PCE</MENEE><VPREI>${(n % 7) + 1}.25</VPREI><PEINH>1</PEINH><MWSKZ>J1</MWSKZ><WERKS>1000</WERKS><LGORT>0001</LGORT><E1EDP20><WMENG>${n * 10 * qtyFactor}.000</WMENG><EDATU>20261215</EDATU></E1EDP20><E1EDP19><QUALF>001</QUALF><IDTNR>${material}</IDTNR><KTEXT>Bench part ${n}</KTEXT></E1EDP19></E1EDP01>`;
  }
  return `<IDOC BEGIN="1"><EDI_DC40><DOCNUM>${po}</DOCNUM><IDOCTYP>ORDERS05</IDOCTYP><MESTYP>ORDERS</MESTYP></EDI_DC40><E1EDK01><ACTION>000</ACTION><CURCY>CNY</CURCY><BSART>NB</BSART><BELNR>${po}</BELNR></E1EDK01><E1EDK14><QUALF>011</QUALF><ORGID>1000</ORGID></E1EDK14><E1EDK14><QUALF>009</QUALF><ORGID>001</ORGID></E1EDK14><E1EDK03><IDDAT>012</IDDAT><DATUM>20261101</DATUM></E1EDK03><E1EDKA1><PARVW>LF</PARVW><PARTN>0000100001</PARTN></E1EDKA1>${items}</IDOC>`;
}

/** The orders as FILES files of ORDERS / FILES orders each. */
function dropFiles(inbox: string, run: string, qtyFactor: number): void {
  mkdirSync(inbox, { recursive: true });
  const perFile = Math.ceil(ORDERS / FILES);
  for (let f = 0; f < FILES; f++) {
    let body = '';
    for (let o = f * perFile; o < Math.min(ORDERS, (f + 1) * perFile); o++)
      body += idoc(String(4700000000 + o), LINES, qtyFactor);
    writeFileSync(
      join(inbox, `${run}-${String(f).padStart(3, '0')}.xml`),
      `<?xml version="1.0"?><ORDERS05>${body}</ORDERS05>`,
    );
  }
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<string[]> {
  const bench = await startBenchApp(engine, PG_URL ?? null, {
    ISPS_MODE: 'production',
    ISPS_ADMIN_PASSWORD: 'Bench-admin-1',
    LOG_LEVEL: 'warn',
  });
  const { app, config } = bench;
  await app.ready();
  const { ctx } = app;
  try {
    const at = toDbDateTime(Date.now());
    await ctx.db.transaction().execute(async (trx) => {
      const audit = { tenantId: 0, createBy: 'bench', createTime: at, version: 0 };
      await trx
        .withTables<{ mdmBusinessPartner: Record<string, string | number> }>()
        .insertInto('mdmBusinessPartner')
        .values({
          ...audit,
          id: newId(),
          code: 'S100',
          name: 'Bench supplier',
          sapVendorNo: '0000100001',
          isSupplier: 1,
          status: '1',
          delFlag: 0,
        })
        .execute();
      await trx
        .withTables<{ wmsFacility: Record<string, string | number> }>()
        .insertInto('wmsFacility')
        .values({
          ...audit,
          id: newId(),
          code: 'BWH',
          name: 'Bench WH',
          facilityType: 'warehouse',
          sapPlant: '1000',
          status: '1',
          delFlag: 0,
        })
        .execute();
      const products = Array.from({ length: PRODUCTS }, (_, i) => ({
        ...audit,
        id: newId(),
        code: `BM-${String(i + 1).padStart(4, '0')}`,
        name: `Bench material ${i + 1}`,
        productType: 'raw_material',
        uom: 'PCS',
        tracking: 'none',
        status: '1',
        delFlag: 0,
      }));
      await insertRows(trx, ctx.engine, 'mdmProduct', products);
    });
    const rows: string[] = [];
    const timed = async (what: string, qtyFactor: number) => {
      dropFiles(config.sap.inboxDir, what.replace(/\W+/g, '-'), qtyFactor);
      const started = performance.now();
      const outcome = await runSapPoImport(ctx, { tenantId: 0 });
      const seconds = (performance.now() - started) / 1000;
      const lines = ORDERS * LINES;
      rows.push(
        `| ${engine} | ${what} | ${ORDERS} orders x ${LINES} lines in ${FILES} files | ${seconds.toFixed(2)} s | ${(lines / seconds).toFixed(0)} lines/s | ${JSON.stringify(outcome.orders)} |`,
      );
      if (outcome.refused > 0) {
        const why = await ctx.db
          .selectFrom('srmEtlPoHeader')
          .select('processMessage')
          .where('processStatus', '=', 'error')
          .executeTakeFirst();
        throw new Error(`${outcome.refused} documents refused: ${why?.processMessage}`);
      }
    };
    await timed('first import (new, published)', 1);
    await timed('same files again (unchanged)', 1);
    await timed('every quantity changed (published)', 2);
    return rows;
  } finally {
    await bench.close();
  }
}

const rows = [...(await benchEngine('sqlite')), ...(PG_URL ? await benchEngine('postgres') : [])];
console.log('| engine | run | volume | time | throughput | staged orders |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
