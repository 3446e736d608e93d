import type { LocalText } from '../../i18n-text';

/**
 * Errors of the system administration, monitoring, files and jobs, merged into the server's catalogue
 * (src/domain/errors.ts). JeecgBoot texts are kept where the contract names one (api-contract 4, 6, 8).
 */
export const systemErrorCatalogue = {
  'user.usernameTaken': { zh: '用户账号已存在', en: 'This account name already exists' },
  'user.notFound': { zh: '用户不存在！', en: 'The user does not exist!' },
  'user.passwordRequired': { zh: '请输入登录密码', en: 'Please enter a password' },
  'user.noRoles': { zh: '未找到用户相关角色信息', en: 'The user has no roles' },
  'user.notSelf': { zh: '不能对当前登录用户执行此操作', en: 'This cannot be done to your own account' },
  'user.supplierNeedsPartner': {
    zh: '供应商用户必须指定供应商',
    en: 'A supplier user needs its business partner',
  },
  'user.unknownRole': { zh: '角色不存在：{id}', en: 'Unknown role: {id}' },
  'user.unknownDepart': { zh: '部门不存在：{id}', en: 'Unknown department: {id}' },
  'user.ambiguousDepart': {
    zh: '部门名称“{id}”不唯一，请先改名',
    en: 'Several departments are named "{id}"; rename them first',
  },
  'role.codeTaken': { zh: '角色编码已存在', en: 'This role code already exists' },
  'role.notFound': { zh: '未找到角色信息', en: 'Role not found' },
  'depart.notFound': { zh: '未找到部门信息', en: 'Department not found' },
  'depart.noMatch': { zh: '未查询匹配数据！', en: 'Nothing matches!' },
  'depart.parentNotFound': { zh: '上级部门不存在', en: 'The parent department does not exist' },
  'depart.roleNotFound': { zh: '部门角色不存在', en: 'Department role not found' },
  'permission.parentNotFound': { zh: '上级菜单不存在', en: 'The parent menu does not exist' },
  'permission.parentCycle': {
    zh: '上级菜单不能是自身或其下级',
    en: 'A menu cannot be placed below itself',
  },
  'permission.unknownIds': {
    zh: '权限不存在：{ids}',
    en: 'Unknown permissions: {ids}',
  },
  'permission.ruleNotFound': { zh: '数据规则不存在', en: 'Data rule not found' },
  'permission.ruleVariable': {
    zh: '规则值只能使用系统变量：{allowed}',
    en: 'Rule values may only use the system variables {allowed}',
  },
  'dict.codeTaken': { zh: '字典编码已存在', en: 'This dictionary code already exists' },
  'dict.notFound': { zh: '字典不存在', en: 'Dictionary not found' },
  'dict.itemValueTaken': {
    zh: '该值不可用，系统中已存在！',
    en: 'This value is not available, it already exists!',
  },
  'tenant.idTaken': { zh: '该编号已存在!', en: 'This tenant id already exists!' },
  'tenant.inUse': {
    zh: '租户{id}仍有用户，不能删除',
    en: 'Tenant {id} still has users and cannot be deleted',
  },
  'announcement.notFound': { zh: '未找到对应通告', en: 'Announcement not found' },
  'announcement.notDraft': {
    zh: '已发布的通告不能修改，请先撤销',
    en: 'A published announcement cannot be edited; revoke it first',
  },
  'announcement.noRecipients': {
    zh: '指定用户的通告至少要选择一个用户',
    en: 'Choose at least one user for a notice to selected users',
  },
  'announcement.openPageRequired': {
    zh: '请填写打开页面',
    en: 'Please give the page to open',
  },
  'quartz.unknownKind': {
    zh: '未注册的任务类型：{kind}',
    en: 'Unknown job kind: {kind}',
  },
  'quartz.badCron': { zh: 'Cron表达式不正确：{detail}', en: 'Invalid cron expression: {detail}' },
  'quartz.runFailed': { zh: '执行失败!{detail}', en: 'Execution failed! {detail}' },
  'file.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'file.tooLarge': {
    zh: '文件大小超出{max}MB限制, 请压缩或降低文件质量! ',
    en: 'The file is larger than {max} MB, please compress it!',
  },
  'file.typeRefused': {
    zh: '不允许上传该类型的文件：{name}',
    en: 'Files of this type may not be uploaded: {name}',
  },
  'file.badPath': { zh: '文件路径不正确', en: 'Invalid file path' },
  'file.notFound': { zh: '文件不存在', en: 'File not found' },
  'file.denied': { zh: '无权查看该文件', en: 'You may not open this file' },
  'file.storeFailed': { zh: '文件存储失败：{detail}', en: 'The file could not be stored: {detail}' },
  'sysMessage.notPending': {
    zh: '只能修改待发送的消息',
    en: 'Only messages waiting to be sent can be edited',
  },
  'messageTemplate.notFound': { zh: '消息模板不存在：{code}', en: 'Unknown message template: {code}' },
  'messageTemplate.badTestData': {
    zh: '测试数据必须是JSON对象',
    en: 'The test data must be a JSON object',
  },
  'printTemplate.invalidDesign': {
    zh: '模板设计不正确：{detail}',
    en: 'The template design is invalid: {detail}',
  },
  'gatewayRoute.publishFailed': {
    zh: '路由已保存，但发布到Redis失败：{detail}',
    en: 'The routes are saved but could not be published to Redis: {detail}',
  },
  'printTemplate.notFound': { zh: '打印模板不存在：{code}', en: 'Unknown print template: {code}' },
} as const satisfies Record<string, LocalText>;

/** Success messages of the system pages (api-contract 4-8), shown as the Result message. */
export const systemNotices = {
  added: { zh: '添加成功！', en: 'Added!' },
  edited: { zh: '修改成功!', en: 'Saved!' },
  deleted: { zh: '删除成功!', en: 'Deleted!' },
  userDeleted: { zh: '删除用户成功', en: 'The user has been deleted' },
  saved: { zh: '保存成功！', en: 'Saved!' },
  done: { zh: '操作成功!', en: 'Done!' },
  passwordReset: { zh: '密码修改成功!', en: 'The password has been changed!' },
  valueAvailable: { zh: '该值可用！', en: 'This value is available!' },
  released: { zh: '该系统通知发布成功', en: 'The announcement has been published' },
  revoked: { zh: '该系统通知撤销成功', en: 'The announcement has been revoked' },
  jobCreated: { zh: '创建定时任务成功', en: 'The job has been created' },
  jobUpdated: { zh: '更新定时任务成功!', en: 'The job has been updated!' },
  jobPaused: { zh: '暂停定时任务成功', en: 'The job has been paused' },
  jobResumed: { zh: '恢复定时任务成功', en: 'The job has been resumed' },
  jobExecuted: { zh: '执行成功!', en: 'Executed!' },
  uploaded: { zh: '上传成功！', en: 'Uploaded!' },
  queued: { zh: '消息已加入发送队列', en: 'The message has been queued' },
  logsCleared: { zh: '日志已清空', en: 'The log is empty now' },
  gatewayPublished: { zh: '路由已保存并发布到网关', en: 'The route is saved and published to the gateway' },
  gatewaySavedNoRedis: {
    zh: '路由已保存；未配置Redis，未发布到网关',
    en: 'The route is saved; Redis is not configured, so nothing was published',
  },
  gatewayCleared: { zh: '已清除网关路由缓存', en: 'The published gateway routes are cleared' },
  gatewayNoRedis: {
    zh: '未配置Redis，没有需要清除的网关路由缓存',
    en: 'Redis is not configured: there are no published routes to clear',
  },
  usersRestored: { zh: '还原成功', en: 'The users have been restored' },
  usersPurged: { zh: '彻底删除成功', en: 'The users have been deleted for good' },
} as const satisfies Record<string, LocalText>;
