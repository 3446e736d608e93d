import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_gateway_route` (api-contract 8.8): routes of a microservice gateway. Our server is one
 * monolith, so it stores and shows them for a gateway in front of it; predicates and filters are JSON.
 */
export const gatewayRoute = defineEntity({
  name: 'gatewayRoute',
  table: 'sys_gateway_route',
  permission: menuPermission('sys.gatewayRoute'),
  label: { zh: '网关路由', en: 'Gateway route' },
  fields: {
    routerId: field.code({ label: { zh: '路由ID', en: 'Route id' }, required: true, max: 100 }),
    name: field.str(100, { label: { zh: '服务名', en: 'Service name' }, required: true, query: 'like' }),
    uri: field.str(255, { label: { zh: '服务地址', en: 'URI' }, required: true }),
    predicates: field.text({ label: { zh: '断言(JSON)', en: 'Predicates (JSON)' }, max: 4000 }),
    filters: field.text({ label: { zh: '过滤器(JSON)', en: 'Filters (JSON)' }, max: 4000 }),
    retryable: field.bool({ label: { zh: '是否重试', en: 'Retryable' } }),
    stripPrefix: field.bool({ label: { zh: '忽略前缀', en: 'Strip prefix' } }),
    persistable: field.bool({ label: { zh: '保持连接', en: 'Persistable' } }),
    showApi: field.bool({ label: { zh: '显示文档', en: 'Show API docs' } }),
    status: field.dict('yn', { label: { zh: '启用', en: 'Enabled' }, default: '1', query: 'eq' }),
  },
});
