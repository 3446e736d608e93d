import type { Migration } from 'kysely';
import { columnTypes, type MigrationDb, withAudit } from '../column-types';

/**
 * System tables (api-contract.md 2-6, domain.md 3.13): tenants, users, roles, departments and their links,
 * permissions and grants (roles, departments, department roles), dictionaries, logs, announcements,
 * sessions, captcha/SMS codes and login attempts. Ids are varchar(32) strings (db/ids.ts).
 */
export const systemTables: Migration = {
  async up(db: MigrationDb) {
    const t = columnTypes(db);

    await db.schema
      .createTable('sys_tenant')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('begin_date', t.datetime)
      .addColumn('end_date', t.datetime)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', t.datetime)
      .execute();

    await withAudit(
      db.schema
        .createTable('sys_user')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('realname', 'varchar(100)')
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('salt', 'varchar(45)')
        .addColumn('avatar', 'varchar(255)')
        .addColumn('birthday', 'varchar(10)')
        .addColumn('sex', 'integer')
        .addColumn('email', 'varchar(45)')
        .addColumn('phone', 'varchar(45)')
        .addColumn('telephone', 'varchar(45)')
        .addColumn('org_code', 'varchar(64)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('third_id', 'varchar(100)')
        .addColumn('third_type', 'varchar(100)')
        .addColumn('activiti_sync', 'integer')
        .addColumn('work_no', 'varchar(100)')
        .addColumn('post', 'varchar(100)')
        .addColumn('user_identity', 'integer')
        .addColumn('depart_ids', 'text')
        .addColumn('rel_tenant_ids', 'varchar(100)')
        .addColumn('client_id', 'varchar(64)')
        .addColumn('user_type', 'varchar(32)', (c) => c.notNull().defaultTo('internal'))
        .addColumn('partner_id', 'varchar(32)'),
      t,
    ).execute();
    await db.schema.createIndex('sys_user_phone_idx').on('sys_user').column('phone').execute();
    await db.schema.createIndex('sys_user_partner_idx').on('sys_user').column('partner_id').execute();

    await withAudit(
      db.schema
        .createTable('sys_role')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role_code', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(255)'),
      t,
    ).execute();

    await db.schema
      .createTable('sys_user_role')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
      .addUniqueConstraint('sys_user_role_uq', ['user_id', 'role_id'])
      .execute();
    await db.schema.createIndex('sys_user_role_role_idx').on('sys_user_role').column('role_id').execute();

    await withAudit(
      db.schema
        .createTable('sys_depart')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('parent_id', 'varchar(32)')
        .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('depart_name_en', 'varchar(500)')
        .addColumn('depart_name_abbr', 'varchar(500)')
        .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'varchar(500)')
        .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
        .addColumn('org_type', 'varchar(10)')
        .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('mobile', 'varchar(32)')
        .addColumn('fax', 'varchar(32)')
        .addColumn('address', 'varchar(100)')
        .addColumn('memo', 'varchar(500)')
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0')),
      t,
    ).execute();
    await db.schema.createIndex('sys_depart_parent_idx').on('sys_depart').column('parent_id').execute();

    await db.schema
      .createTable('sys_user_depart')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('dep_id', 'varchar(32)', (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
      .addUniqueConstraint('sys_user_depart_uq', ['user_id', 'dep_id'])
      .execute();
    await db.schema.createIndex('sys_user_depart_dep_idx').on('sys_user_depart').column('dep_id').execute();

    await withAudit(
      db.schema
        .createTable('sys_permission')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('parent_id', 'varchar(32)')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(200)')
        .addColumn('url', 'varchar(255)')
        .addColumn('component', 'varchar(255)')
        .addColumn('component_name', 'varchar(100)')
        .addColumn('redirect', 'varchar(255)')
        .addColumn('menu_type', 'integer', (c) => c.notNull())
        .addColumn('perms', 'varchar(255)')
        .addColumn('perms_type', 'varchar(10)')
        .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('icon', 'varchar(100)')
        .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'varchar(255)')
        .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(2)')
        .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0)),
      t,
    ).execute();
    await db.schema
      .createIndex('sys_permission_parent_idx')
      .on('sys_permission')
      .column('parent_id')
      .execute();

    await db.schema
      .createTable('sys_role_permission')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
      .addColumn('permission_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_permission.id').onDelete('cascade'),
      )
      .addColumn('data_rule_ids', 'varchar(1000)')
      .addColumn('operate_date', t.datetime)
      .addColumn('operate_ip', 'varchar(100)')
      .addUniqueConstraint('sys_role_permission_uq', ['role_id', 'permission_id'])
      .execute();

    await db.schema
      .createTable('sys_depart_permission')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('depart_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_depart.id').onDelete('cascade'),
      )
      .addColumn('permission_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_permission.id').onDelete('cascade'),
      )
      .addColumn('data_rule_ids', 'varchar(1000)')
      .addUniqueConstraint('sys_depart_permission_uq', ['depart_id', 'permission_id'])
      .execute();

    await withAudit(
      db.schema
        .createTable('sys_depart_role')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('depart_id', 'varchar(32)', (c) =>
          c.notNull().references('sys_depart.id').onDelete('cascade'),
        )
        .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(255)')
        .addUniqueConstraint('sys_depart_role_uq', ['depart_id', 'role_code']),
      t,
    ).execute();

    await db.schema
      .createTable('sys_depart_role_user')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('drole_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_depart_role.id').onDelete('cascade'),
      )
      .addUniqueConstraint('sys_depart_role_user_uq', ['user_id', 'drole_id'])
      .execute();

    await db.schema
      .createTable('sys_depart_role_permission')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('depart_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_depart.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_depart_role.id').onDelete('cascade'),
      )
      .addColumn('permission_id', 'varchar(32)', (c) =>
        c.notNull().references('sys_permission.id').onDelete('cascade'),
      )
      .addColumn('data_rule_ids', 'varchar(1000)')
      .addColumn('operate_date', t.datetime)
      .addColumn('operate_ip', 'varchar(100)')
      .addUniqueConstraint('sys_depart_role_permission_uq', ['role_id', 'permission_id'])
      .execute();

    await withAudit(
      db.schema
        .createTable('sys_dict')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('dict_name_en', 'varchar(200)')
        .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(255)')
        .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0)),
      t,
    ).execute();

    await withAudit(
      db.schema
        .createTable('sys_dict_item')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('dict_id', 'varchar(32)', (c) => c.notNull().references('sys_dict.id').onDelete('cascade'))
        .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
        .addColumn('item_text_en', 'varchar(200)')
        .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(255)')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('color', 'varchar(32)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('sys_dict_item_uq', ['dict_id', 'item_value']),
      t,
    ).execute();

    await db.schema
      .createTable('sys_log')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('log_type', 'integer', (c) => c.notNull())
      .addColumn('log_content', 'varchar(1000)')
      .addColumn('operate_type', 'integer')
      .addColumn('userid', 'varchar(32)')
      .addColumn('username', 'varchar(100)')
      .addColumn('ip', 'varchar(100)')
      .addColumn('method', 'varchar(500)')
      .addColumn('request_url', 'varchar(255)')
      .addColumn('request_param', 'text')
      .addColumn('request_type', 'varchar(10)')
      .addColumn('cost_time', 'integer')
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', t.datetime, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sys_log_type_time_idx')
      .on('sys_log')
      .columns(['log_type', 'create_time'])
      .execute();

    await withAudit(
      db.schema
        .createTable('sys_announcement')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('titile', 'varchar(100)', (c) => c.notNull())
        .addColumn('msg_content', 'text')
        .addColumn('start_time', t.datetime)
        .addColumn('end_time', t.datetime)
        .addColumn('sender', 'varchar(100)')
        .addColumn('priority', 'varchar(10)')
        .addColumn('msg_category', 'varchar(10)', (c) => c.notNull().defaultTo('2'))
        .addColumn('msg_type', 'varchar(10)')
        .addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
        .addColumn('send_time', t.datetime)
        .addColumn('cancel_time', t.datetime)
        .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('bus_type', 'varchar(20)')
        .addColumn('bus_id', 'varchar(50)')
        .addColumn('open_type', 'varchar(20)')
        .addColumn('open_page', 'varchar(255)')
        .addColumn('user_ids', 'text')
        .addColumn('msg_abstract', 'text'),
      t,
    ).execute();

    await withAudit(
      db.schema
        .createTable('sys_announcement_send')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('annt_id', 'varchar(32)', (c) =>
          c.notNull().references('sys_announcement.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('read_flag', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
        .addColumn('read_time', t.datetime)
        .addUniqueConstraint('sys_announcement_send_uq', ['annt_id', 'user_id']),
      t,
    ).execute();
    await db.schema
      .createIndex('sys_announcement_send_user_idx')
      .on('sys_announcement_send')
      .columns(['user_id', 'read_flag'])
      .execute();

    await db.schema
      .createTable('sys_session')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_renewed_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('ip', 'varchar(100)')
      .addColumn('user_agent', 'varchar(255)')
      .execute();
    await db.schema.createIndex('sys_session_user_idx').on('sys_session').column('user_id').execute();

    await db.schema
      .createTable('sys_verification_code')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_verification_code_pk', ['kind', 'key_hash'])
      .execute();
    await db.schema
      .createIndex('sys_verification_code_expiry_idx')
      .on('sys_verification_code')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('sys_login_attempt')
      .addColumn('username', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('failed_count', 'integer', (c) => c.notNull())
      .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .execute();
  },
};
