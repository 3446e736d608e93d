import { address } from './address';
import { dataSource } from './data-source';
import { gatewayRoute } from './gateway-route';
import { messageTemplate } from './message-template';
import { ossFile } from './oss-file';
import { printTemplate } from './print-template';
import { quartzJob } from './quartz-job';
import { sysAnnouncement } from './sys-announcement';
import { sysDict, sysDictItem } from './sys-dict';
import { sysLog } from './sys-log';
import { sysRole } from './sys-role';
import { sysTenant } from './sys-tenant';
import { sysUser } from './sys-user';

export {
  address,
  dataSource,
  gatewayRoute,
  messageTemplate,
  ossFile,
  printTemplate,
  quartzJob,
  sysAnnouncement,
  sysDict,
  sysDictItem,
  sysLog,
  sysRole,
  sysTenant,
  sysUser,
};

/** System tables created from their descriptors and served by the generic engine (migration 0020). */
export const engineSystemEntities = [
  quartzJob,
  printTemplate,
  dataSource,
  gatewayRoute,
  messageTemplate,
  ossFile,
  address,
] as const;
