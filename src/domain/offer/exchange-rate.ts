import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `ofr_exchange_rate` (domain.md 3.10): 1 `fromCurrency` = `rate` `toCurrency` from `validFrom`. Unique per
 * pair, rate type and start date; the rate in force on a date is the latest `validFrom` not after it
 * (server/modules/offer/rates.ts), and none is a refusal naming the pair and the date, never 1.0.
 */
export const exchangeRate = defineEntity({
  name: 'exchangeRate',
  table: 'ofr_exchange_rate',
  permission: menuPermission('ofr.exchangeRate'),
  label: { zh: '汇率', en: 'Exchange rate' },
  kind: 'master',
  fields: {
    fromCurrency: field.dict('currency', {
      label: { zh: '原币', en: 'From currency' },
      required: true,
      query: 'eq',
    }),
    toCurrency: field.dict('currency', {
      label: { zh: '目标币', en: 'To currency' },
      required: true,
      default: 'CNY',
      query: 'eq',
    }),
    rate: field.price({ label: { zh: '汇率', en: 'Rate' }, required: true, min: 0.000001 }),
    rateType: field.dict('rate_type', {
      label: { zh: '汇率类型', en: 'Rate type' },
      required: true,
      default: 'offer',
      query: 'eq',
    }),
    validFrom: field.date({
      label: { zh: '生效日期', en: 'Valid from' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
    source: field.str(32, { label: { zh: '来源', en: 'Source' } }),
  },
  uniqueTogether: [['fromCurrency', 'toCurrency', 'rateType', 'validFrom']],
  defaultSort: { column: 'validFrom', order: 'desc' },
  display: 'fromCurrency',
});
