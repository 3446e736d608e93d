import { defineDocument, remainder } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { type FieldDef, field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import type { LocalText } from '../i18n-text';

const server = { system: true, form: false } as const;

/** Dictionary `material_doc_kind`. */
export type MaterialDocKind = 'issue' | 'return' | 'consume';

interface KindPage {
  kind: MaterialDocKind;
  name: string;
  menuKey: string;
  label: LocalText;
  rule: string;
  movementTypeCode: string;
  /** The facility the stock leaves; the line side for a return or a consumption. */
  out: LocalText;
  /** The facility the stock arrives at (issue: the line side; return: the warehouse); none for consume. */
  in: LocalText | null;
}

export const MATERIAL_DOC_PAGES: readonly KindPage[] = [
  {
    kind: 'issue',
    name: 'materialOrder',
    menuKey: 'mes.materialOrder',
    label: { zh: '领料单', en: 'Material order' },
    rule: 'MI',
    movementTypeCode: 'production_issue',
    out: { zh: '发料仓库', en: 'Issuing warehouse' },
    in: { zh: '线边仓', en: 'Line side' },
  },
  {
    kind: 'return',
    name: 'returnOrder',
    menuKey: 'mes.returnOrder',
    label: { zh: '退料单', en: 'Return order' },
    rule: 'MR',
    movementTypeCode: 'production_return',
    out: { zh: '线边仓', en: 'Line side' },
    in: { zh: '退回仓库', en: 'Return to warehouse' },
  },
  {
    kind: 'consume',
    name: 'consumeOrder',
    menuKey: 'mes.consumeOrder',
    label: { zh: '耗用单', en: 'Consume order' },
    rule: 'MC',
    movementTypeCode: 'production_consume',
    out: { zh: '线边仓', en: 'Line side' },
    in: null,
  },
];

function lineEntity(page: KindPage) {
  const fields = {
    materialDocId: field.ref(page.name, { label: page.label, required: true, query: 'eq' }),
    // The order's component of the line's product, filled by the server when the body leaves it out
    // (server/modules/production/index.ts), which refuses a line without one: the form asks for the
    // material only, every stored line has it.
    productionComponentId: field.ref('productionComponent', {
      label: { zh: '生产订单组件', en: 'Component line' },
      list: false,
      form: false,
      alwaysSet: true,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, required: true }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次', en: 'Batch' } }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    deliveryQty: field.qty({ label: { zh: '已出库数量', en: 'Posted' }, ...server, default: 0 }),
    stockInQty: field.qty({ label: { zh: '已入库数量', en: 'Received' }, ...server, default: 0 }),
    closedQty: field.qty({ label: { zh: '关闭数量', en: 'Closed' }, ...server, default: 0 }),
    outPositionId: field.ref('position', { label: { zh: '出库库位', en: 'Out position' }, list: false }),
    inPositionId: field.ref('position', { label: { zh: '入库库位', en: 'In position' }, list: false }),
    refLineId: field.ref(`${MATERIAL_DOC_PAGES[0]!.name}Line`, {
      label: { zh: '原领料明细', en: 'Issue line' },
      list: page.kind === 'return',
      form: page.kind === 'return',
    }),
  } satisfies Record<string, FieldDef>;
  return defineEntity({
    name: `${page.name}Line`,
    table: 'mes_material_doc_line',
    permission: menuPermission(page.menuKey),
    label: { zh: `${page.label.zh}明细`, en: `${page.label.en} line` },
    kind: 'line',
    fields,
    defaultSort: { column: 'lineNo', order: 'asc' },
  });
}

/**
 * `mes_material_doc` (domain.md 3.9): material order, return order and consume order, three pages over
 * one table with a fixed `doc_kind`. W out only (the line side receives at once): approve reserves the
 * stock at the out facility, outbound posts through the ledger (issue: warehouse -> line side, return:
 * line side -> warehouse keeping the batch, consume: out at the line side) and adds the quantity to the
 * component's issued / returned / consumed quantity. Effects: server/modules/production/material-doc-effects.ts.
 */
function materialDocPage(page: KindPage) {
  return defineDocument({
    name: page.name,
    table: 'mes_material_doc',
    permission: menuPermission(page.menuKey),
    label: page.label,
    fields: {
      code: field.code({ label: { zh: '单号', en: 'Document no' }, rule: page.rule }),
      fulfilStatus: fulfilStatusField(),
      docKind: field.dict('material_doc_kind', {
        label: { zh: '物料单类型', en: 'Kind' },
        default: page.kind,
        ...server,
        list: false,
        // Each page lists its own kind (`pageRows`; the page sends it as a fixed filter as well).
        query: 'eq',
      }),
      productionOrderId: field.ref('productionOrder', {
        label: { zh: '生产订单', en: 'Production order' },
        required: true,
        query: 'eq',
      }),
      outFacilityId: field.ref('facility', { label: page.out, query: 'eq' }),
      inFacilityId: field.ref(
        'facility',
        page.in ? { label: page.in, query: 'eq' } : { label: page.out, ...server, list: false },
      ),
      teamId: field.ref('team', { label: { zh: '班组', en: 'Team' } }),
    },
    lines: {
      lines: { entity: lineEntity(page), foreignKey: 'materialDocId', label: { zh: '明细', en: 'Lines' } },
    },
    columns: [
      'code',
      'docStatus',
      'fulfilStatus',
      'productionOrderId',
      'outFacilityId',
      ...(page.in ? ['inFacilityId'] : []),
      'teamId',
      'approveTime',
      'createTime',
    ],
    defaultSort: { column: 'createTime', order: 'desc' },
    pageRows: { docKind: [page.kind] },
    docType: 'material_doc',
    createFrom: {
      components: {
        label: { zh: '从生产订单组件', en: 'From the order components' },
        source: 'productionComponent',
        match: { productionOrderId: 'productionOrderId' },
        lines: 'lines',
        fields: {
          productionComponentId: 'id',
          productId: 'productId',
        },
        computed: {
          // What is left to move: an issue the requirement less what is out of the warehouse, a return
          // or a consumption what is still at the line side (production-components.ts).
          qty:
            page.kind === 'issue'
              ? remainder({ from: 'requiredQty', less: ['issuedQty'], plus: ['returnedQty'] })
              : remainder({ from: 'issuedQty', less: ['returnedQty', 'consumedQty'] }),
        },
      },
    },
    workflow: documentWorkflow({ legs: 'out' }),
    actions: {
      approve: { by: ['planner'] },
      cancelApproval: { by: ['planner'] },
      cancel: { by: ['planner', 'wh_clerk'] },
      outbound: { by: ['wh_clerk'] },
      forceFinish: { by: ['wh_manager'] },
    },
  });
}

/** The descriptor type of the document lines (every kind's lines share `mes_material_doc_line`). */
export type MaterialDocLineDescriptor = ReturnType<typeof lineEntity>;

/** The three material document pages by kind. */
export const materialDocPages: ReadonlyMap<MaterialDocKind, ReturnType<typeof materialDocPage>> = new Map(
  MATERIAL_DOC_PAGES.map((page) => [page.kind, materialDocPage(page)]),
);

export const materialOrder = materialDocPages.get('issue')!;
export const returnOrder = materialDocPages.get('return')!;
export const consumeOrder = materialDocPages.get('consume')!;
