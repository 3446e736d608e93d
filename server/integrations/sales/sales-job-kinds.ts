import type { JobKind } from '../../jobs/job-kinds';
import { describeSalesImport, runSalesFileImport } from './sales-import';

/** The sales boundary's job kinds (registered in server/jobs/job-kinds.ts). */
export const salesJobKinds: Record<string, JobKind> = {
  'oms.salesOrderImport': {
    title: { zh: '销售订单文件导入', en: 'Sales order file import' },
    parameter: { zh: '导入到的租户（默认SALES_TENANT）', en: 'Tenant imported into (default SALES_TENANT)' },
    run: async (ctx, parameter) => {
      const tenantId =
        parameter && /^\d{1,9}$/.test(parameter.trim()) ? Number(parameter) : ctx.config.sales.tenantId;
      const outcome = await runSalesFileImport(ctx, tenantId);
      return {
        ok: outcome.refused.length === 0,
        message: `${outcome.files} files: ${describeSalesImport(outcome)}`,
      };
    },
  },
};
