/**
 * A TypeScript host compiled against the published declarations (dist/elements/index.d.ts) by
 * `npm run test:types` (scripts/check-element-types.ts): typed tags, events, methods and functions.
 * Each `@ts-expect-error` is a mistake the types must reject; an unused one fails the check.
 */
import {
  autoLogin,
  elementRegistry,
  type IspsTag,
  logout,
  setLocale,
  startAuthShell,
} from '../../dist/elements/index.js';

const dict = document.createElement('isps-dict-items');
dict.dictCode = 'priority';
dict.autoLogin = true;
dict.locale = 'en_US';
// @ts-expect-error dictCode is a string prop
dict.dictCode = 42;
// @ts-expect-error isps-dict-items has no prop dictionary
dict.dictionary = 'priority';
const reloaded: Promise<void> = dict.refresh();

dict.addEventListener('isps-dict-change', (event) => {
  const code: string = event.detail.dictCode;
  const values: string[] = event.detail.items.map((item) => item.value);
  // @ts-expect-error the detail has no field named code
  void event.detail.code;
  void [code, values];
});
dict.addEventListener('isps-load-error', (event) => {
  const reason: 'timeout' | 'failed' = event.detail.reason;
  void reason;
});

const picker = document.querySelector('isps-report-picker');
if (picker) {
  picker.width = 320;
  picker.multi = true;
  // @ts-expect-error width is a number prop
  picker.width = '320';
  // @ts-expect-error the picker has no refresh method
  void picker.refresh();
  picker.addEventListener('isps-change', (event) => {
    const target: Record<string, string> = event.detail.values;
    void target;
  });
}

document.createElement('isps-receive-command-list').addEventListener('isps-entity-change', (event) => {
  const ids: string[] = event.detail.ids;
  void ids;
});
document.createElement('isps-user-announcement').refresh();

const tags: IspsTag[] = ['isps-app', 'isps-inventory-query'];
// @ts-expect-error not a tag of the library
const unknownTag: IspsTag = 'isps-nothing';
const Inventory = elementRegistry['isps-inventory-query'].element;
const facility: string | undefined = Inventory ? new Inventory().facilityId : undefined;

window.ISPS_CONFIG = { apiBase: 'https://api.example.com/jeecg-boot' };

export async function host(): Promise<void> {
  await setLocale('en_US');
  // @ts-expect-error only zh_CN and en_US
  await setLocale('fr_FR');
  const loggedIn: boolean = await autoLogin();
  const shell = await startAuthShell({ allowedOrigins: ['https://fsm.example.com'], maxDepth: 3 });
  shell.allow(['https://other.example.com']);
  shell.stop();
  await logout();
  void [reloaded, tags, unknownTag, facility, loggedIn];
}
