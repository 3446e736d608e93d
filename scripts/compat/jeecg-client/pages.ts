// The pages the issue 19 run opens in the JeecgBoot 2.4.6 client (menu.ts adds them, walk.ts opens them).

/** The system pages of the 2.4.6 client (src/views/system), with JeecgBoot's own menu paths. */
export const JEECG_SYSTEM_PAGES: readonly { name: string; url: string; component: string }[] = [
  { name: '用户管理', url: '/isystem/user', component: 'system/UserList' },
  { name: '角色管理', url: '/isystem/roleUserList', component: 'system/RoleUserList' },
  { name: '角色列表', url: '/isystem/role', component: 'system/RoleList' },
  { name: '菜单管理', url: '/isystem/newPermissionList', component: 'system/NewPermissionList' },
  { name: '部门管理', url: '/isystem/depart', component: 'system/DepartList' },
  { name: '我的部门', url: '/isystem/departUserList', component: 'system/DepartUserList' },
  { name: '数据字典', url: '/isystem/dict', component: 'system/DictList' },
  { name: '分类字典', url: '/isys/category', component: 'system/SysCategoryList' },
  { name: '系统通告', url: '/isystem/annountCement', component: 'system/SysAnnouncementList' },
  { name: '我的消息', url: '/isps/userAnnouncement', component: 'system/UserAnnouncementList' },
  { name: '在线用户', url: '/isystem/online', component: 'system/SysUserOnlineList' },
  { name: '日志管理', url: '/isystem/log', component: 'system/LogList' },
  { name: '数据日志', url: '/sys/dataLog-list', component: 'system/DataLogList' },
  { name: '定时任务', url: '/isystem/QuartzJobList', component: 'system/QuartzJobList' },
  { name: '租户管理', url: '/isys/tenant', component: 'system/TenantList' },
  { name: '职务管理', url: '/isys/position', component: 'system/SysPositionList' },
  { name: '多数据源', url: '/isys/dataSource', component: 'system/SysDataSourceList' },
  { name: '网关路由', url: '/isystem/gatewayroute', component: 'system/SysGatewayRouteList' },
  { name: '填值规则', url: '/isys/fillRule', component: 'system/SysFillRuleList' },
  { name: '校验规则', url: '/isys/checkRule', component: 'system/SysCheckRuleList' },
];
