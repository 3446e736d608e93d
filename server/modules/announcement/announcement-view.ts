import type { Selectable } from 'kysely';
import { formatDateTime } from '../../db/datetime';
import type { SysAnnouncementTable } from '../../db/system-tables';

/** An announcement as users see it (api-contract.md 6.1); the recipient list stays on the server. */
export function toAnnouncement(row: Selectable<SysAnnouncementTable>) {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
    sendStatus: row.sendStatus,
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    delFlag: row.delFlag,
    busType: row.busType,
    busId: row.busId,
    openType: row.openType,
    openPage: row.openPage,
    msgAbstract: row.msgAbstract,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}
