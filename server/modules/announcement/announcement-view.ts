import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { formatDateTime } from '../../db/datetime';
import type { SysAnnouncementTable } from '../../db/system-tables';
import { openObject } from '../../http/response-schema';

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

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** `toAnnouncement`'s answer, for the OpenAPI document. */
export const announcementSchema = openObject({
  id: Type.String(),
  titile: Type.String({ description: 'the title (JeecgBoot spelling)' }),
  msgContent: Type.Union([Type.String({ description: 'sanitised HTML' }), Type.Null()]),
  startTime: nullableString,
  endTime: nullableString,
  sender: nullableString,
  priority: Type.String({ description: 'L, M or H' }),
  msgCategory: Type.String({ description: '1 notice, 2 system message' }),
  msgType: Type.String({ description: 'ALL or USER' }),
  sendStatus: Type.String({ description: '0 draft, 1 released, 2 revoked' }),
  sendTime: nullableString,
  cancelTime: nullableString,
  openType: Type.Union([Type.String({ description: 'url or component' }), Type.Null()]),
  openPage: nullableString,
  msgAbstract: nullableString,
  createBy: nullableString,
  createTime: nullableString,
});

/** The header bell's unread notices and system messages (api-contract 6.2). */
export const unreadAnnouncements = openObject({
  anntMsgList: Type.Array(announcementSchema),
  anntMsgTotal: Type.Integer(),
  sysMsgList: Type.Array(announcementSchema),
  sysMsgTotal: Type.Integer(),
});
