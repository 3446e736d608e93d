import type { LocalText } from '../i18n-text';

/** One row of the inventory page (domain.md 3.3): a balance row with its product, place, batch and age. */
export interface InventoryRow {
  id: string;
  productId: string;
  productCode: string;
  productName: string;
  facilityId: string;
  facilityName: string;
  positionId: string;
  positionCode: string;
  batchId: string;
  batchNo: string;
  qualityStatus: string;
  receivedDate: string | null;
  expiryDate: string | null;
  onhandQty: number;
  promiseQty: number;
  usableQty: number;
  ageDays: number | null;
}

export interface InventoryColumn {
  key: keyof InventoryRow | 'product';
  label: LocalText;
  numeric?: boolean;
  /** Dictionary whose text the page and the export show instead of the stored value. */
  dict?: string;
  value(row: InventoryRow): string | number | null;
}

/** The columns of the inventory page and its export, with the spec's labels (spec 3). */
export const inventoryColumns: readonly InventoryColumn[] = [
  {
    key: 'product',
    label: { zh: '物料编码及名称', en: 'Product id and name' },
    value: (row) => `${row.productCode} ${row.productName}`,
  },
  { key: 'facilityName', label: { zh: '仓库', en: 'Facility' }, value: (row) => row.facilityName },
  { key: 'positionCode', label: { zh: '库位', en: 'Position' }, value: (row) => row.positionCode },
  { key: 'batchNo', label: { zh: '批次/序列号', en: 'Batch/serial number' }, value: (row) => row.batchNo },
  {
    key: 'qualityStatus',
    label: { zh: '质量状态', en: 'Quality status' },
    dict: 'quality_status',
    value: (row) => row.qualityStatus,
  },
  { key: 'onhandQty', label: { zh: '在库数量', en: 'Onhand' }, numeric: true, value: (row) => row.onhandQty },
  {
    key: 'promiseQty',
    label: { zh: '占用数量', en: 'Promise (occupied quantity)' },
    numeric: true,
    value: (row) => row.promiseQty,
  },
  {
    key: 'usableQty',
    label: { zh: '可用数量', en: 'Usable quantity' },
    numeric: true,
    value: (row) => row.usableQty,
  },
  {
    key: 'ageDays',
    label: { zh: '库龄(天)', en: 'Inventory age in days' },
    numeric: true,
    value: (row) => row.ageDays,
  },
];
