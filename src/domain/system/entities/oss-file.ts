import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_oss_file` (api-contract 8.10, domain.md 3.13): an uploaded file. Rows are written by the upload
 * endpoint only; `url` is the stored path below the static prefix (spec 7.1) or the object store URL.
 */
export const ossFile = defineEntity({
  name: 'ossFile',
  table: 'sys_oss_file',
  permission: menuPermission('file.oss'),
  basePath: '/sys/oss/file',
  label: { zh: 'OSS文件', en: 'OSS file' },
  fields: {
    fileName: field.str(255, {
      label: { zh: '文件名称', en: 'File name' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    url: field.str(500, { label: { zh: '文件地址', en: 'URL' }, required: true }),
    size: field.int({ label: { zh: '大小(字节)', en: 'Size (bytes)' }, sortable: true }),
    contentType: field.str(100, { label: { zh: '文件类型', en: 'Content type' } }),
    storage: field.str(16, { label: { zh: '存储', en: 'Storage' } }),
    bizType: field.str(64, { label: { zh: '业务类型', en: 'Business type' }, query: 'eq' }),
    bizId: field.str(64, { label: { zh: '业务ID', en: 'Business id' }, list: false }),
  },
});
