import type { LocalText } from '../i18n-text';

/** Refusals of the pack station (domain.md 3.8), merged into the server's catalogue (src/domain/errors.ts). */
export const packingErrorCatalogue = {
  'packing.notPackable': {
    zh: '只能为已审核、未完成的发货、服务发货或调拨指令创建装箱任务',
    en: 'A packing task is made from an approved, unfinished delivery, service delivery or transfer command',
  },
  'packing.nothingToPack': {
    zh: '该指令没有待装箱的占用库存',
    en: 'The command has no reserved stock left to pack',
  },
  'packing.alreadyTasked': {
    zh: '该指令已有未完成的装箱任务 {code}',
    en: 'The command already has an open packing task {code}',
  },
  'packing.notInTask': {
    zh: '物料 {product} 批次 {batch} 不在此装箱任务中',
    en: 'Product {product} batch {batch} is not in this packing task',
  },
  'packing.batchRequired': {
    zh: '物料 {product} 在此任务中有多个批次，请扫描批次',
    en: 'Product {product} has several batches in this task; scan the batch',
  },
  'packing.overPacked': {
    zh: '物料 {product} 最多还可装 {open}，不能装 {qty}',
    en: 'At most {open} more of {product} can be packed, not {qty}',
  },
  'packing.noOpenPackage': {
    zh: '没有装箱中的包装',
    en: 'There is no open package',
  },
  'packing.emptyPackage': {
    zh: '空包装不能封箱或称重',
    en: 'An empty package cannot be sealed or weighed',
  },
  'packing.packageNotFound': {
    zh: '包装不存在或不属于此装箱任务',
    en: 'The package does not exist or belongs to another packing task',
  },
  'packing.alreadyPacked': {
    zh: '已装箱的任务不能取消审核',
    en: 'Items are packed already; approval cannot be cancelled',
  },
} as const satisfies Record<string, LocalText>;
