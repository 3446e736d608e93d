import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { commandPages } from '../../../src/domain/warehouse/command-pages';

/** The header fields a user fills on the page's form (neither system-kept nor hidden from the form). */
function formFields(page: EntityDescriptor): string[] {
  return Object.entries(page.fields)
    .filter(([, def]) => def.form !== false && !def.system)
    .map(([name]) => name);
}

function directionField(page: EntityDescriptor) {
  return page.lines.lines?.entity.fields.direction;
}

/** Issue 16 point 4: a command's form shows only the fields and line directions of its type. */
describe('command forms per type', () => {
  it('offers a receive command its own header fields, none of FSM, OA or sales orders', () => {
    const receive = commandPages.get('receive')!;
    expect(formFields(receive).sort()).toEqual(
      [
        'code',
        'movementTypeCode',
        'inFacilityId',
        'partnerId',
        'purchaseOrderId',
        'costCenterId',
        'plannedDate',
        'remark',
      ].sort(),
    );
    for (const foreign of ['fsmCode', 'oaOrderId', 'eccSaleOrderId', 'outFacilityId', 'engineerUserId']) {
      expect(receive.fields[foreign]?.form, foreign).toBe(false);
    }
  });

  it('lets the user choose no line direction where the type decides it', () => {
    for (const type of ['receive', 'delivery', 'transfer'] as const) {
      expect(directionField(commandPages.get(type)!)?.form, type).toBe(false);
    }
  });

  it('offers an RMA line in and out only, never move', () => {
    const direction = directionField(commandPages.get('rma')!);
    expect(direction?.form).not.toBe(false);
    expect(direction?.values).toEqual(['in', 'out']);
  });
});
