import { ClearOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { get, post } from '../../client/http';
import { gatewayRoute } from '../../domain/system/entities/gateway-route';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { ConfirmAction, useCan } from './RowActions';

/** The fields `updateAll` takes (api-contract 8.8). */
const ROUTER_FIELDS = [
  'id',
  'routerId',
  'name',
  'uri',
  'predicates',
  'filters',
  'status',
  'retryable',
  'stripPrefix',
  'persistable',
  'showApi',
] as const;

/**
 * Gateway routes (api-contract 8.8): the list, publishing a route to the gateway through `updateAll`
 * (the server saves it and publishes the enabled routes to Redis, or says Redis is not configured),
 * and clearing the published routes (`clearRedis`).
 */
export default function GatewayRouteListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const { message } = useAppFeedback();
  const clear = async () => {
    const answer = await get('/sys/gatewayRoute/clearRedis');
    if (answer.success) void message.success(answer.message);
    else void message.error(answer.message);
  };
  return (
    <EntityListPage
      entity={gatewayRoute}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: gatewayRoute.name, ...change })}
      toolbar={
        can('sys:gatewayRoute:edit') && (
          <Popconfirm title={t('gateway.confirmClear')} onConfirm={() => void clear()}>
            <Button icon={<ClearOutlined />} className="isps-gateway-clear">
              {t('gateway.clear')}
            </Button>
          </Popconfirm>
        )
      }
      rowExtra={(row, reload) => (
        <ConfirmAction
          perm="sys:gatewayRoute:edit"
          label={t('gateway.publish')}
          confirm={t('gateway.confirmPublish')}
          run={() =>
            post('/sys/gatewayRoute/updateAll', {
              router: Object.fromEntries(ROUTER_FIELDS.map((name) => [name, row[name] ?? null])),
            })
          }
          done={reload}
        />
      )}
    />
  );
}
