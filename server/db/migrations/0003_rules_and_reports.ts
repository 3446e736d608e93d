import type { Migration } from 'kysely';
import { documentNumberRules } from '../../../src/domain/entity/document-number-rules';
import { reportHead } from '../../../src/domain/entity/online-report';
import { checkRule, fillRule } from '../../../src/domain/entity/system-rules';
import { createEntityTables } from '../../entity/entity-ddl';
import { seededReports } from '../../modules/report/seeded-reports';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';
import { stableId } from '../ids';
import { insertSeededReports } from '../report-rows';

/** Check rules every installation has (tenant 0: the default of every tenant). */
const CHECK_RULES = [
  {
    code: 'email',
    name: '邮箱',
    json: [
      {
        digits: '*',
        pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
        message: '邮箱格式不正确',
      },
    ],
  },
  {
    code: 'mobile',
    name: '手机号',
    json: [{ digits: '*', pattern: '^1[3-9]\\d{9}$', message: '手机号格式不正确' }],
  },
  {
    // The example of api-contract 8.3.
    code: 'letter_first',
    name: '字母开头，3到12位',
    json: [
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
    ],
  },
];

/**
 * Check rules, fill rules with their daily sequences, and the online report tables (api-contract 7,
 * 8.3, 8.4), with the document-number rules of domain.md 0.4 and the seeded reports.
 */
export const rulesAndReports: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, checkRule);
    await createEntityTables(db, fillRule);
    await db.schema
      .createTable('sys_fill_rule_sequence')
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_fill_rule_sequence_pk', ['rule_code', 'tenant_id', 'period'])
      .execute();
    await createEntityTables(db, reportHead);

    const at = toDbDateTime(Date.now());
    const audit = { tenant_id: 0, version: 0, create_by: 'system', create_time: at };
    await db
      .insertInto(checkRule.table)
      .values(
        CHECK_RULES.map((rule) => ({
          ...audit,
          id: stableId('check_rule', rule.code),
          rule_code: rule.code,
          rule_name: rule.name,
          rule_json: JSON.stringify(rule.json),
        })),
      )
      .execute();
    await db
      .insertInto(fillRule.table)
      .values(
        documentNumberRules.map((rule) => ({
          ...audit,
          id: stableId('fill_rule', rule.code),
          rule_code: rule.code,
          rule_name: rule.name.zh,
          rule_class: 'doc_number',
          rule_params: JSON.stringify({ prefix: rule.code, digits: rule.digits }),
        })),
      )
      .execute();

    await insertSeededReports(db, seededReports);
  },
};
