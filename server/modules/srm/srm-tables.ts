import type { deliveryNote, deliveryNoteLine } from '../../../src/domain/srm/delivery-note';
import type { deliveryPlan, deliveryPlanLine } from '../../../src/domain/srm/delivery-plan';
import type { label } from '../../../src/domain/srm/label';
import type { outsourcingComponent, outsourcingOrder } from '../../../src/domain/srm/outsourcing-order';
import type { purchaseOrder, purchaseOrderItem } from '../../../src/domain/srm/purchase-order';
import type { TableOf } from '../../db/entity-row-types';
import type { Instant } from '../../db/table-columns';

/** Purchase orders and their items (migration 0044, domain.md 3.6). */
export type SrmPurchaseOrderTable = TableOf<typeof purchaseOrder>;

// Migration 0051 adds it beside the descriptor: when the supplier confirmed the item (null unless
// confirmed), stamped by the item effects for the scorecard only (never on a form or the wire).
export type SrmPurchaseOrderItemTable = TableOf<typeof purchaseOrderItem> & { confirmTime: Instant };

export type SrmDeliveryNoteTable = TableOf<typeof deliveryNote>;

export type SrmDeliveryNoteLineTable = TableOf<typeof deliveryNoteLine>;

/** `srm_label` (migration 0046, src/domain/srm/label.ts): one package of a shipped delivery-note line. */
export type SrmLabelTable = TableOf<typeof label>;

/** Delivery plans and their lines (migration 0049, domain.md 3.6). */
export type SrmDeliveryPlanTable = TableOf<typeof deliveryPlan>;

export type SrmDeliveryPlanLineTable = TableOf<typeof deliveryPlanLine>;

/** Outsourcing orders and their components (migration 0050, domain.md 3.6). */
export type SrmOutsourcingOrderTable = TableOf<typeof outsourcingOrder>;

export type SrmOutsourcingComponentTable = TableOf<typeof outsourcingComponent>;

export interface SrmTables {
  srmDeliveryPlan: SrmDeliveryPlanTable;
  srmDeliveryPlanLine: SrmDeliveryPlanLineTable;
  srmOutsourcingOrder: SrmOutsourcingOrderTable;
  srmOutsourcingComponent: SrmOutsourcingComponentTable;
  srmPurchaseOrder: SrmPurchaseOrderTable;
  srmPurchaseOrderItem: SrmPurchaseOrderItemTable;
  srmDeliveryNote: SrmDeliveryNoteTable;
  srmDeliveryNoteLine: SrmDeliveryNoteLineTable;
  srmLabel: SrmLabelTable;
}

declare module '../../db/database' {
  interface Database extends SrmTables {}
}
