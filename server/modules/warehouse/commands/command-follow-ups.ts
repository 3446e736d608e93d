import type { LedgerContext } from '../ledger/ledger-context';
import '../../packing/packing-tables';

/**
 * domain.md 0.5: a command may not leave its approved state (cancel approval, cancel) while a follow-up
 * document still works on its reserved goods. A picklist is open until it is finished or cancelled; a
 * packing task (3.8) until it is cancelled, or finished with every one of its packages shipped.
 */
export async function hasOpenFollowUps(lc: LedgerContext, commandId: string): Promise<boolean> {
  const picking = await lc.trx
    .selectFrom('wmsPicklistLine as l')
    .innerJoin('wmsPicklist as p', 'p.id', 'l.picklistId')
    .select('l.id')
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.commandId', '=', commandId)
    .where('p.docStatus', 'in', ['pending', 'approved'])
    .where('p.fulfilStatus', 'in', ['unexecuted', 'executing'])
    .executeTakeFirst();
  if (picking) return true;
  const packing = await lc.trx
    .selectFrom('pkgTask as t')
    .select('t.id')
    .where('t.tenantId', '=', lc.tenantId)
    .where('t.sourceDocId', '=', commandId)
    .where('t.docStatus', '!=', 'cancelled')
    .where((eb) =>
      eb.or([
        eb('t.fulfilStatus', 'in', ['unexecuted', 'executing']),
        eb.exists(
          eb
            .selectFrom('pkgPackage as p')
            .select('p.id')
            .whereRef('p.taskId', '=', 't.id')
            .where('p.packageStatus', '!=', 'shipped'),
        ),
      ]),
    )
    .executeTakeFirst();
  return Boolean(packing);
}
