import { describe, expect, it } from 'vitest';
import { formatDateTime, toDbDateTime } from '../../../server/db/datetime';
import { newId, stableId } from '../../../server/db/ids';
import { redactUrl } from '../../../server/http/request-log';
import { hashPassword, verifyPassword } from '../../../server/modules/auth/password-hash';
import { ipInNetworks } from '../../../server/modules/auth/shell-networks';
import { userTenantIds } from '../../../server/modules/system/tenants/tenant-cache';

describe('server helpers', () => {
  it('makes unique, time-ordered 19-digit ids and stable 32-character ones', () => {
    const ids = Array.from({ length: 5000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(stableId('menu', 'sys')).toBe(stableId('menu', 'sys'));
    expect(stableId('menu', 'sys')).not.toBe(stableId('role', 'sys'));
    expect(stableId('menu', 'sys')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows stored instants as yyyy-MM-dd HH:mm:ss in GMT+8', () => {
    expect(formatDateTime(toDbDateTime(Date.UTC(2024, 4, 12, 16, 30, 5)))).toBe('2024-05-13 00:30:05');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 0, 0)))).toBe('2024-01-01 08:00:00');
    expect(formatDateTime(null)).toBeNull();
  });

  it('hashes passwords with scrypt and verifies them', async () => {
    const stored = await hashPassword('123456');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('123456', stored)).toBe(true);
    expect(await verifyPassword('1234567', stored)).toBe(false);
    expect(await verifyPassword('123456', 'e9ca23d68d884d4e')).toBe(false);
    expect(await verifyPassword('123456', 'scrypt$99999999$8$1$YQ==$YQ==')).toBe(false);
  });

  it('matches addresses against shell networks, IPv4-mapped IPv6 included', () => {
    expect(ipInNetworks('10.1.2.3', ['10.1.0.0/16'])).toBe(true);
    expect(ipInNetworks('::ffff:10.1.2.3', ['10.1.0.0/16'])).toBe(true);
    expect(ipInNetworks('10.2.0.1', ['10.1.0.0/16'])).toBe(false);
    expect(ipInNetworks('::1', ['::1'])).toBe(true);
    expect(ipInNetworks('127.0.0.1', ['10.0.0.0/8', '127.0.0.1'])).toBe(true);
  });

  it('reads rel_tenant_ids, defaulting to tenant 0', () => {
    expect(userTenantIds('0,1')).toEqual([0, 1]);
    expect(userTenantIds(' 2 , x, 2')).toEqual([2]);
    expect(userTenantIds(null)).toEqual([0]);
  });
});

describe('request log lines', () => {
  it('never carry tokens of URLs', () => {
    expect(redactUrl('/jeecg-boot/websocket/1?token=abc&x=1')).toBe('/jeecg-boot/websocket/1?token=***&x=1');
    expect(redactUrl('/jeecg-boot/sys/thirdLogin/getLoginUser/abc.def/github')).toBe(
      '/jeecg-boot/sys/thirdLogin/getLoginUser/***/github',
    );
    expect(redactUrl('/a?b=1')).toBe('/a?b=1');
  });
});
