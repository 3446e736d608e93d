import type { Db } from '../database';
import { toDbDateTime } from '../datetime';
import { stableId } from '../ids';
import { userId } from './demo-data';

/**
 * Demo notices (domain.md 6.1): published notices to everyone, personal system messages, a draft and a
 * revoked notice, so the bell, the "view more" page and the announcement admin show every state.
 * Published ALL-type notices reach users through listByUser, which creates their send rows lazily.
 */
interface DemoNotice {
  key: string;
  titile: string;
  body: string;
  priority: 'L' | 'M' | 'H';
  /** 1 notice, 2 system message. */
  category: '1' | '2';
  /** 0 draft, 1 published, 2 revoked. */
  status: '0' | '1' | '2';
  daysAgo: number;
  /** USER-type notices name their receivers; ALL-type ones have none. */
  to?: string[];
  openType?: 'url';
  openPage?: string;
}

const notices: DemoNotice[] = [
  {
    key: 'upgrade',
    titile: '系统升级通知：本周六 22:00-23:00 停机维护',
    body: '<p>本周六 <b>22:00-23:00</b> 系统升级，期间无法登录。请提前完成出入库过账。</p>',
    priority: 'H',
    category: '1',
    status: '1',
    daysAgo: 1,
  },
  {
    key: 'stocktake',
    titile: '月末盘点安排',
    body: '<p>中心仓库与区域仓库于月末最后两个工作日进行全仓盘点，盘点期间冻结库位移动。</p><ul><li>盘点单由仓库主管创建</li><li>差异需在两日内处理</li></ul>',
    priority: 'M',
    category: '1',
    status: '1',
    daysAgo: 3,
    openType: 'url',
    openPage: '/warehouse/inventory',
  },
  {
    key: 'label-rule',
    titile: '供应商送货标签新规定',
    body: '<p>自下月起，所有送货单必须打印系统标签，未贴标签的货物仓库拒收。</p>',
    priority: 'M',
    category: '1',
    status: '1',
    daysAgo: 6,
  },
  {
    key: 'holiday',
    titile: '节假日收发货安排',
    body: '<p>节假日期间仓库仅在上午 9:00-12:00 收货，紧急发货请联系仓储物流部。</p>',
    priority: 'L',
    category: '1',
    status: '1',
    daysAgo: 12,
  },
  {
    key: 'training',
    titile: '质量检验系统培训',
    body: '<p>质量管理部将于周三下午组织来料检验流程培训，地点：二楼会议室。</p>',
    priority: 'L',
    category: '1',
    status: '1',
    daysAgo: 20,
  },
  {
    key: 'approve-reminder',
    titile: '您有 3 张待审核的发货指令',
    body: '<p>请及时审核待处理的发货指令，避免影响服务备件交付。</p>',
    priority: 'H',
    category: '2',
    status: '1',
    daysAgo: 0,
    to: ['admin', 'wh_clerk'],
    openType: 'url',
    openPage: '/inventory/delivery',
  },
  {
    key: 'overdue-borrow',
    titile: '借用单逾期未归还提醒',
    body: '<p>有借用单已超过约定归还日期，请跟进归还。</p>',
    priority: 'M',
    category: '2',
    status: '1',
    daysAgo: 2,
    to: ['admin', 'wh_clerk', 'fsm_shell'],
  },
  {
    key: 'po-confirm',
    titile: '新采购订单待确认',
    body: '<p>采购部已发布新的采购订单，请在 48 小时内确认交期。</p>',
    priority: 'M',
    category: '2',
    status: '1',
    daysAgo: 1,
    to: ['supplier_a', 'supplier_b', 'buyer'],
  },
  {
    key: 'qc-failed',
    titile: '来料检验不合格通知',
    body: '<p>一批来料检验不合格，请质检员确认处置方式。</p>',
    priority: 'H',
    category: '2',
    status: '1',
    daysAgo: 4,
    to: ['qc_inspector', 'admin'],
  },
  {
    key: 'draft',
    titile: '（草稿）年度供应商评估通知',
    body: '<p>年度供应商评估将于下季度开始。</p>',
    priority: 'L',
    category: '1',
    status: '0',
    daysAgo: 0,
  },
  {
    key: 'revoked',
    titile: '（已撤销）仓库临时关闭通知',
    body: '<p>此通知已撤销。</p>',
    priority: 'M',
    category: '1',
    status: '2',
    daysAgo: 8,
  },
];

const DAY_MS = 86_400_000;

export async function seedDemoAnnouncements(db: Db, now: number): Promise<void> {
  for (const notice of notices) {
    const id = stableId('announcement', notice.key);
    const at = toDbDateTime(now - notice.daysAgo * DAY_MS - 3_600_000);
    const published = notice.status !== '0';
    await db
      .insertInto('sysAnnouncement')
      .values({
        id,
        tenantId: 0,
        titile: notice.titile,
        msgContent: notice.body,
        startTime: at,
        endTime: toDbDateTime(now + 365 * DAY_MS),
        sender: published ? 'admin' : null,
        priority: notice.priority,
        msgCategory: notice.category,
        msgType: notice.to ? 'USER' : 'ALL',
        sendStatus: notice.status,
        sendTime: published ? at : null,
        cancelTime: notice.status === '2' ? toDbDateTime(now - DAY_MS) : null,
        delFlag: '0',
        busType: null,
        busId: null,
        openType: notice.openType ?? null,
        openPage: notice.openPage ?? null,
        userIds: notice.to ? `${notice.to.map(userId).join(',')},` : null,
        msgAbstract: null,
        createBy: 'admin',
        createTime: at,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    for (const username of notice.to ?? []) {
      await db
        .insertInto('sysAnnouncementSend')
        .values({
          id: stableId('announcement-send', `${notice.key}:${username}`),
          anntId: id,
          userId: userId(username),
          readFlag: '0',
          readTime: null,
          createBy: 'admin',
          createTime: at,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  }
}
