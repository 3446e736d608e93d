import type { AxiosAdapter } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../../src/client/auth';
import { setHttpAdapter } from '../../../src/client/http';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import { $session, clearSession, setTenantId } from '../../../src/client/session';

/** The login answer of a user who works in the given tenants. */
function answering(tenants: number[]): AxiosAdapter {
  return async (config) => ({
    data: {
      success: true,
      code: 200,
      message: '',
      result: {
        token: 'tok',
        userInfo: { id: '1', username: 'u', realname: 'U' },
        tenantList: tenants.map((id) => ({ id })),
      },
    },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
}

const form = { username: 'u', password: 'p', captcha: '', checkKey: '' };

describe('login picks a tenant the user works in (issue 16 point 3)', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
    clearSession();
  });

  it('moves a user of tenant 1 only out of the default tenant 0', async () => {
    setHttpAdapter(answering([1]));
    await login(form);
    expect($session.get().tenantId).toBe(1);
  });

  it('keeps the stored tenant when the user works in it', async () => {
    setTenantId(2);
    setHttpAdapter(answering([1, 2]));
    await login(form);
    expect($session.get().tenantId).toBe(2);
  });
});
