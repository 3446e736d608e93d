import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../src/client/session';
import { businessPartner, product } from '../../../src/domain/masterdata';
import { invoiceApplication, invoiceApplicationLine } from '../../../src/domain/srm/invoice-application';
import { DictSelect, DictText } from '../../../src/ui/entity/dictionary';
import { formDefaults, fromFormValues, toFormValues } from '../../../src/ui/entity/form-values';
import { queryParams } from '../../../src/ui/entity/query-params';
import { FormReportPicker, pickedValues, pickerConfig } from '../../../src/ui/entity/ReportPicker';
import { AppFeedbackProvider } from '../../../src/ui/root/appFeedback';
import { ElementContext } from '../../../src/ui/root/ElementContext';
import { stubMatchMedia } from '../match-media-stub';
import { testElementContext } from '../ui/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('list parameters from the query form', () => {
  it('wraps like fields in stars, splits ranges, joins lists and drops empty values', () => {
    const params = queryParams(businessPartner, {
      code: ' BP ',
      name: '',
      country: 'CN',
      isSupplier: '1',
      supplierLevel: ['A', 'B'],
      createTime: [dayjs('2024-01-01'), dayjs('2024-01-31')],
      notAField: 'x',
    });
    expect(params).toEqual({
      code: '*BP*',
      country: 'CN',
      isSupplier: '1',
      supplierLevel: 'A,B',
      createTime_begin: '2024-01-01',
      createTime_end: '2024-01-31',
    });
  });
});

describe('form values', () => {
  it('turns wire rows into control values and back, lines numbered in order', () => {
    const values = toFormValues(product, {
      code: 'P1',
      name: 'Bolt',
      standardCost: 1.5,
      status: '1',
      createTime: '2024-01-01 08:00:00',
    });
    expect(values).toMatchObject({ code: 'P1', name: 'Bolt', standardCost: 1.5 });
    expect(values).not.toHaveProperty('createTime');
    expect(fromFormValues(product, { ...values, spec: '' })).toMatchObject({
      code: 'P1',
      spec: null,
      standardCost: 1.5,
    });
  });
});

describe('document lines in the form', () => {
  it('send stored lines back with their ids (updated in place) and new ones without', () => {
    const values = toFormValues(invoiceApplication, {
      supplierSettleId: 'S1',
      invoiceType: 'vat_special',
      lines: [{ id: 'L1', invoiceCode: '0440', invoiceNo: '1', amountExclTax: 100, taxRate: 13, lineNo: 1 }],
    });
    const lines = values.lines as Record<string, unknown>[];
    lines.push({ ...formDefaults(invoiceApplicationLine), invoiceCode: '0440', invoiceNo: '2' });
    expect(fromFormValues(invoiceApplication, values).lines).toEqual([
      expect.objectContaining({ id: 'L1', invoiceNo: '1', amountExclTax: 100, lineNo: 1 }),
      { invoiceCode: '0440', invoiceNo: '2', taxRate: 13, lineNo: 2 },
    ]);
  });

  it("start a new line with the line's declared defaults", () => {
    expect(formDefaults(invoiceApplicationLine)).toEqual({ taxRate: 13 });
  });
});

describe('popup configuration (spec 5)', () => {
  it('needs code, orgFields and destFields of equal counts', () => {
    expect(pickerConfig(undefined, 'a', 'b')).toEqual({ ok: false, error: 'picker.configError' });
    expect(pickerConfig('rp', '', 'b')).toEqual({ ok: false, error: 'picker.configError' });
    expect(pickerConfig('rp', 'a,b', 'c')).toEqual({ ok: false, error: 'picker.countMismatch' });
    expect(pickerConfig('rp', 'a, b', 'c,d')).toEqual({ ok: true, org: ['a', 'b'], dest: ['c', 'd'] });
  });

  it('copies each source column into its target field, rows joined by commas', () => {
    const rows = [
      { code: 'P1', name: 'Bolt' },
      { code: 'P2', name: null },
    ];
    expect(pickedValues(rows, ['code', 'name'], ['productCode', 'productName'])).toEqual({
      productCode: 'P1,P2',
      productName: 'Bolt,',
    });
  });
});

describe('dictionary components', () => {
  let container: HTMLDivElement;
  afterEach(() => container.remove());

  function render(node: React.ReactNode): string {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <ElementContext.Provider value={testElementContext(container)}>{node}</ElementContext.Provider>,
      ),
    );
    return container.textContent ?? '';
  }

  it('answers 字典Code不能为空! when given no code', () => {
    expect(render(<DictSelect code={undefined} />)).toBe('字典Code不能为空!');
    expect(render(<DictText code="" value="1" />)).toBe('字典Code不能为空!');
  });

  it('shows the text of each value from the session dictionaries, or the row text', () => {
    startSession({
      token: 't',
      userInfo: { id: 'u', username: 'u', realname: 'U' },
      source: 'login',
      storageMs: 60_000,
      dictionaries: {
        yn: [
          { value: '1', text: '是' },
          { value: '0', text: '否' },
        ],
      },
    });
    expect(render(<DictText code="yn" value="1,0" />)).toBe('是,否');
    expect(render(<DictText code="yn" value="1" text="Yes" />)).toBe('Yes');
  });
});

/** A form with one line whose product fields a picker fills; hands its form instance out. */
function PickerForm({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form} initialValues={{ items: [{ productCode: 'P1', productName: 'Bolt' }], remark: 'keep' }}>
      <Form.Item name={['items', 0, 'productCode']}>
        <FormReportPicker
          code="rp_product"
          orgFields="code,name"
          destFields="productCode,productName"
          namePrefix={['items', 0]}
        />
      </Form.Item>
    </Form>
  );
}

describe('the report picker inside our forms', () => {
  it('fills the target fields of its own record, a line included, when cleared', () => {
    stubMatchMedia();
    const container = document.createElement('div');
    document.body.append(container);
    let form: FormInstance | undefined;
    const root = createRoot(container);
    act(() =>
      root.render(
        <ElementContext.Provider value={testElementContext(container)}>
          <AppFeedbackProvider getContainer={() => container}>
            <PickerForm
              onForm={(instance) => {
                form = instance;
              }}
            />
          </AppFeedbackProvider>
        </ElementContext.Provider>,
      ),
    );
    expect(container.querySelector('input')?.value).toBe('P1');
    act(() =>
      (container.querySelector('.isps-report-picker-clear') as HTMLElement).dispatchEvent(
        new MouseEvent('click', { bubbles: true }),
      ),
    );
    expect(form?.getFieldsValue(true)).toEqual({
      items: [{ productCode: '', productName: '' }],
      remark: 'keep',
    });
    act(() => root.unmount());
    container.remove();
  });
});
