import type { cmApply, cmApplyLine } from '../../../src/domain/oms/cm-apply';
import type { serviceSettle, serviceSettleLine } from '../../../src/domain/oms/service-settle';
import type { TableOf } from '../../db/entity-row-types';

/**
 * Credit memo requests and service settlements (migrations 0080, 0081; domain.md 3.11), their rows
 * inferred from the descriptors (server/db/entity-row-types.ts).
 */
export type OmsCmApplyTable = TableOf<typeof cmApply>;

export type OmsCmApplyLineTable = TableOf<typeof cmApplyLine>;

export type OmsServiceSettleTable = TableOf<typeof serviceSettle>;

export type OmsServiceSettleLineTable = TableOf<typeof serviceSettleLine>;

/** The partner columns these documents read (mdm_business_partner is typed where it is read). */
export type PartnerTable = {
  mdmBusinessPartner: {
    id: string;
    tenantId: number;
    code: string;
    name: string;
    isCustomer: number | boolean | null;
    isServiceProvider: number | boolean | null;
    sapCustomerNo: string | null;
    sapVendorNo: string | null;
  };
};

export interface CmServiceTables {
  omsCmApply: OmsCmApplyTable;
  omsCmApplyLine: OmsCmApplyLineTable;
  omsServiceSettle: OmsServiceSettleTable;
  omsServiceSettleLine: OmsServiceSettleLineTable;
}

declare module '../../db/database' {
  interface Database extends CmServiceTables {}
}
