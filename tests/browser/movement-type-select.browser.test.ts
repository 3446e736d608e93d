import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { movementTypeFormElement } from './fixtures/movementTypeFormElement';
import { click, configureTestRuntime, mount, settled, shadow, style, waitFor } from './helpers';

/** What the server answers for the receive command's movement types (names in the session language). */
const RECEIVE_TYPES = [
  { value: 'return', text: '退回', title: '退回' },
  { value: 'other_receipt', text: '其他入库', title: '其他入库' },
];
const dictCalls: string[] = [];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  let result: unknown = [];
  if (url.includes('/sys/dict/getDictItems/')) {
    const code = decodeURIComponent(url.slice(url.indexOf('/getDictItems/') + '/getDictItems/'.length));
    dictCalls.push(code);
    if (code === 'mdm_movement_type,name,code,command_type=receive') result = RECEIVE_TYPES;
  }
  const data = { success: true, code: 0, message: '', result };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

configureTestRuntime();
setHttpAdapter(adapter);

const openPopup = (element: HTMLElement) =>
  [...shadow(element).querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
    (popup) => style(popup).display !== 'none' && !popup.classList.contains('ant-select-dropdown-hidden'),
  );

describe('movement type field of a command form', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll(movementTypeFormElement.tag)) element.remove();
  });

  it("offers the command type's movement types by name and keeps the code as the value", async () => {
    const element = mount(movementTypeFormElement.tag);
    const select = await waitFor(
      () => shadow(element).querySelector<HTMLElement>('.ant-select'),
      'the movement type select',
    );
    // The default code is shown by its name once the narrowed dictionary has answered.
    await waitFor(() => select.textContent?.includes('其他入库'), 'the default shown by name');
    expect(dictCalls).to.include('mdm_movement_type,name,code,command_type=receive');

    await click(select.querySelector<HTMLElement>('.ant-select-selector') ?? select);
    const popup = await waitFor(() => openPopup(element), 'the option list');
    await waitFor(() => popup.querySelectorAll('.ant-select-item-option').length === 2, 'two options');
    await settled(popup);
    const texts = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')].map(
      (o) => o.textContent,
    );
    expect(texts).to.deep.equal(['退回', '其他入库']);

    await click(popup.querySelectorAll<HTMLElement>('.ant-select-item-option')[0]!);
    await waitFor(() => select.textContent?.includes('退回'), 'the chosen name shown');
    const values = (window as unknown as { __movementForm: { movementTypeCode: string } }).__movementForm;
    expect(values.movementTypeCode).to.equal('return');
  });
});
