import type { LocalText } from '../i18n-text';

/**
 * Errors of the entity engine, duplicate check, check and fill rules and online reports, merged into
 * the server's error catalogue (src/domain/errors.ts). JeecgBoot texts are kept where the contract
 * names one (api-contract 1.2, 7.2, 8.2, 8.3). `{name}` marks a parameter.
 */
export const entityErrorCatalogue = {
  'entity.query.badValue': {
    zh: '查询条件“{field}”的值不正确：{value}',
    en: 'The filter value of "{field}" is not valid: {value}',
  },
  'entity.query.badSort': { zh: '不支持按“{column}”排序', en: 'Sorting by "{column}" is not supported' },
  'entity.query.tooDeep': {
    zh: '查询结果超过{max}行，请缩小查询范围',
    en: 'More than {max} rows match: please narrow the filter',
  },
  'entity.invalid': { zh: '数据校验失败：{detail}', en: 'Validation failed: {detail}' },
  'entity.versionConflict': {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'The record was changed by someone else; refresh and try again',
  },
  'entity.duplicateKey': { zh: '数据库中已存在该记录', en: 'The record already exists' },
  'entity.import.noFile': { zh: '请选择要导入的Excel文件', en: 'Please choose an Excel file to import' },
  'entity.import.badFile': {
    zh: '文件格式不正确，请使用导出的Excel模板',
    en: 'The file is not a valid Excel workbook; use the exported template',
  },
  'entity.import.noHeader': {
    zh: '未找到表头行，请使用导出的Excel模板',
    en: 'No header row was found; use the exported template',
  },
  'entity.import.tooMany': { zh: '一次最多导入{max}行', en: 'At most {max} rows can be imported at once' },
  'entity.import.failed': { zh: '文件导入失败：{detail}', en: 'Import failed: {detail}' },
  'duplicate.taken': {
    zh: '该值不可用，系统中已存在！',
    en: 'This value is not available, it already exists!',
  },
  'duplicate.unknownTable': {
    zh: '不支持对表“{tableName}”做重复校验',
    en: 'The duplicate check does not know the table "{tableName}"',
  },
  'duplicate.unknownField': {
    zh: '不支持对字段“{fieldName}”做重复校验',
    en: 'The duplicate check does not cover the field "{fieldName}"',
  },
  'checkRule.notFound': { zh: '该编码不存在', en: 'This rule code does not exist' },
  'checkRule.invalidRule': {
    zh: '校验规则“{ruleCode}”配置不正确：{detail}',
    en: 'The check rule "{ruleCode}" is misconfigured: {detail}',
  },
  'checkRule.valueTooLong': {
    zh: '校验值过长（最多{max}个字符）',
    en: 'The value is too long to check (at most {max} characters)',
  },
  'fillRule.invalidRule': {
    zh: '填值规则“{ruleCode}”配置不正确：{detail}',
    en: 'The fill rule "{ruleCode}" is misconfigured: {detail}',
  },
  'report.notFound': { zh: '实体不存在', en: 'The report does not exist' },
  'report.queryFailed': { zh: '查询失败', en: 'Query failed' },
  'report.sqlFailed': { zh: 'SQL执行失败：{detail}', en: 'SQL execution failed: {detail}' },
  'report.invalidSql': { zh: '报表SQL不合法：{detail}', en: 'The report SQL is not allowed: {detail}' },
  'report.badSort': { zh: '不支持按“{column}”排序', en: 'Sorting by "{column}" is not supported' },
} as const satisfies Record<string, LocalText>;

/** Messages of one field problem; `{label}` is the field's label in the request's language. */
export const fieldProblemMessages = {
  required: { zh: '{label}不能为空', en: '{label} is required' },
  type: { zh: '{label}格式不正确', en: '{label} has a wrong format' },
  tooLong: { zh: '{label}长度不能超过{max}', en: '{label} must not exceed {max} characters' },
  range: { zh: '{label}超出允许范围', en: '{label} is out of range' },
  scale: { zh: '{label}最多{places}位小数', en: '{label} takes at most {places} decimals' },
  dictionary: { zh: '{label}的值“{value}”不在字典中', en: '{label}: "{value}" is not a dictionary value' },
  reference: { zh: '{label}引用的记录不存在', en: '{label} refers to a record that does not exist' },
  duplicate: { zh: '{label}“{value}”已存在', en: '{label} "{value}" already exists' },
  duplicateTogether: {
    zh: '{labels}为“{value}”的记录已存在',
    en: 'A record with {labels} "{value}" already exists',
  },
  row: { zh: '第{row}行：{detail}', en: 'Row {row}: {detail}' },
} as const satisfies Record<string, LocalText>;

/** Success messages of the generic routes (api-contract 1.5). */
export const entityNotices = {
  added: { zh: '添加成功！', en: 'Added!' },
  edited: { zh: '编辑成功!', en: 'Saved!' },
  deleted: { zh: '删除成功!', en: 'Deleted!' },
  deletedBatch: { zh: '批量删除成功!', en: 'Deleted {count} records!' },
  imported: { zh: '文件导入成功！数据行数：{count}', en: 'Import succeeded! Rows: {count}' },
  valueAvailable: { zh: '该值可用！', en: 'This value is available!' },
  exportTitle: { zh: '{title}列表', en: '{title} list' },
  exportedBy: { zh: '导出人：{name}', en: 'Exported by: {name}' },
} as const satisfies Record<string, LocalText>;
