import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Row,
  Space,
  Typography,
} from 'antd';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { put } from '../../client/http';
import {
  PRINT_ELEMENT_TYPES,
  type PrintColumn,
  type PrintDesign,
  type PrintElement,
  type PrintElementType,
  parsePrintDesign,
  renderPrintPages,
  unknownFields,
} from '../../domain/system/entities/print-design';
import { knownPrintFields, printRecordKind } from '../../domain/system/entities/print-fields';
import type { EntityRow } from '../../ui/entity/entity-api';
import { browserSymbol } from '../../ui/print/browserSymbol';
import { pageImageSource } from '../../ui/print/renderWithTemplate';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

/** Labels draw at 4 px per mm; a page wider than the preview column (A4 documents) is scaled to fit it. */
const MAX_PX_PER_MM = 4;
const CANVAS_WIDTH_PX = 480;

/** Columns as the designer edits them: one a line, `title|content|width|barcode`. */
function columnsToText(columns: readonly PrintColumn[]): string {
  return columns.map((c) => [c.title, c.value, c.w, ...(c.barcode ? ['barcode'] : [])].join('|')).join('\n');
}

function textToColumns(text: string): PrintColumn[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [title = '', value = '', w = '20', flag] = line.split('|');
      return { title, value, w: Number(w) || 0, ...(flag?.trim() === 'barcode' ? { barcode: true } : {}) };
    });
}

function newElement(type: PrintElementType, width: number): PrintElement {
  switch (type) {
    case 'text':
      return {
        type,
        x: 2,
        y: 2,
        w: 40,
        h: 5,
        text: '{{productName}}',
        fontSize: 3,
        bold: false,
        align: 'left',
      };
    case 'barcode':
      return { type, x: 2, y: 10, w: 60, h: 15, value: '{{labelNo}}', showText: true };
    case 'qrcode':
      return { type, x: 2, y: 10, w: 20, h: 20, value: '{{qrPayload}}' };
    case 'line':
      return { type, x: 2, y: 30, w: 40, h: 0.3 };
    case 'box':
      return { type, x: 1, y: 1, w: 30, h: 20 };
    case 'table':
      return {
        type,
        x: 2,
        y: 30,
        w: Math.min(width - 4, 100),
        h: 30,
        source: 'lines',
        fontSize: 3,
        rowHeight: 6,
        columns: [{ title: '#', value: '{{lineNo}}', w: 10 }],
      };
  }
}

/**
 * The print template designer (issue 7 point 5): elements placed in millimetres on the template's
 * paper (text with `{{field}}` placeholders, Code 128, QR code, line, box), moved by dragging or by
 * their coordinates, with a live preview filled from sample data through the same renderer the
 * server prints with. Saving checks the design against the paper again on the server.
 */
/** The font size (mm) of a text or table item: the same field in both. */
function FontSizeItem({ value, onChange }: { value: number | undefined; onChange: (size: number) => void }) {
  const t = useT('system');
  return (
    <Form.Item label={t('print.fontSize')}>
      <InputNumber
        min={1}
        max={50}
        step={0.2}
        value={value}
        onChange={(size) => onChange(Number(size ?? 3))}
      />
    </Form.Item>
  );
}

export function PrintDesigner({
  template,
  onClose,
  onSaved,
}: {
  template: EntityRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT('system');
  const tp = useT('print');
  const { message } = useAppFeedback();
  const kind = printRecordKind(template?.bizType);
  const width = Number(template?.widthMm ?? 100);
  const height = Number(template?.heightMm ?? 70);
  const pxPerMm = Math.min(MAX_PX_PER_MM, CANVAS_WIDTH_PX / width);
  const initial = useMemo(() => {
    const parsed = parsePrintDesign(
      typeof template?.content === 'string' ? template.content : JSON.stringify(template?.content ?? null),
      width,
      height,
    );
    return parsed.ok ? parsed.design.elements : [];
  }, [template, width, height]);
  const [elements, setElements] = useState<PrintElement[]>(initial);
  const [selected, setSelected] = useState<number | null>(null);
  const [sample, setSample] = useState(JSON.stringify(kind.sample, null, 2));
  const drag = useRef<{ index: number; startX: number; startY: number; x: number; y: number } | null>(null);

  const data = useMemo(() => {
    try {
      return JSON.parse(sample) as Record<string, unknown>;
    } catch {
      return kind.sample;
    }
  }, [sample, kind]);
  const design: PrintDesign = { version: 1, elements };
  const pages = renderPrintPages(design, width, height, data, browserSymbol);
  const unknown = unknownFields(design, knownPrintFields(kind));
  const current = selected === null ? null : elements[selected];

  const update = (index: number, change: Partial<PrintElement>) =>
    setElements((list) =>
      list.map((element, i) => (i === index ? ({ ...element, ...change } as PrintElement) : element)),
    );
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max) * 10) / 10;

  const hit = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / pxPerMm;
    const y = (event.clientY - box.top) / pxPerMm;
    for (let i = elements.length - 1; i >= 0; i -= 1) {
      const e = elements[i]!;
      if (x >= e.x && x <= e.x + Math.max(e.w, 1) && y >= e.y && y <= e.y + Math.max(e.h, 1))
        return { index: i, x, y };
    }
    return { index: null, x, y };
  };

  const save = async () => {
    const checked = parsePrintDesign(JSON.stringify(design), width, height);
    if (!checked.ok) return void message.error(checked.detail);
    const answer = await put('/sys/printTemplate/edit', {
      id: template?.id,
      version: template?.version,
      content: JSON.stringify(checked.design),
    });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    onSaved();
  };

  return (
    <Modal
      open={template !== null}
      width={1100}
      title={t('print.designer', { name: String(template?.name ?? '') })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('print.save')}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={6}>
          <Space wrap style={{ marginBottom: 8 }}>
            {PRINT_ELEMENT_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                className={`isps-print-add-${type}`}
                onClick={() => {
                  setElements((list) => [...list, newElement(type, width)]);
                  setSelected(elements.length);
                }}
              >
                {type === 'table'
                  ? tp('addTable')
                  : t(`print.add${type === 'qrcode' ? 'Qrcode' : type[0]!.toUpperCase() + type.slice(1)}`)}
              </Button>
            ))}
          </Space>
          <List
            size="small"
            bordered
            header={t('print.elements')}
            dataSource={elements}
            style={{ maxHeight: 260, overflow: 'auto' }}
            renderItem={(element, index) => (
              <List.Item
                onClick={() => setSelected(index)}
                style={{ cursor: 'pointer', background: index === selected ? '#e6f4ff' : undefined }}
              >
                <Typography.Text ellipsis>
                  {element.type}:{' '}
                  {element.type === 'text'
                    ? element.text
                    : element.type === 'table'
                      ? `{{${element.source}}}`
                      : 'value' in element
                        ? element.value
                        : `${element.w}×${element.h}`}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('print.fields')}: {kind.fields.map((f) => `{{${f}}}`).join(' ')}
            {Object.entries(kind.tables).map(([source, fields]) => (
              <span key={source}>
                <br />
                {`{{${source}}}`}: {fields.map((f) => `{{${f}}}`).join(' ')}
              </span>
            ))}
          </Typography.Paragraph>
          {unknown.length > 0 && (
            <Alert
              className="isps-print-unknown"
              type="warning"
              showIcon
              message={tp('unknownFields', { fields: unknown.join(', ') })}
            />
          )}
        </Col>
        <Col span={12}>
          <Card
            size="small"
            title={`${t('print.preview')} ${width} × ${height} mm${pages.length > 1 ? ` · ${tp('pages', { count: pages.length })}` : ''}`}
          >
            <div
              className="isps-print-canvas"
              style={{
                width: width * pxPerMm,
                height: height * pxPerMm,
                position: 'relative',
                border: '1px dashed #bbb',
                touchAction: 'none',
                overflow: 'hidden',
              }}
              onPointerDown={(event) => {
                const found = hit(event);
                setSelected(found.index);
                if (found.index !== null) {
                  const e = elements[found.index]!;
                  drag.current = { index: found.index, startX: found.x, startY: found.y, x: e.x, y: e.y };
                  event.currentTarget.setPointerCapture(event.pointerId);
                }
              }}
              onPointerMove={(event) => {
                const moving = drag.current;
                if (!moving) return;
                const { x, y } = hit(event);
                const e = elements[moving.index]!;
                update(moving.index, {
                  x: clamp(moving.x + x - moving.startX, width - e.w),
                  y: clamp(moving.y + y - moving.startY, height - e.h),
                });
              }}
              onPointerUp={() => {
                drag.current = null;
              }}
            >
              <img
                alt=""
                draggable={false}
                style={{ width: '100%', height: '100%', pointerEvents: 'none', display: 'block' }}
                src={pageImageSource(pages[0] ?? '')}
              />
              {current && (
                <div
                  style={{
                    position: 'absolute',
                    left: current.x * pxPerMm,
                    top: current.y * pxPerMm,
                    width: Math.max(current.w, 1) * pxPerMm,
                    height: Math.max(current.h, 1) * pxPerMm,
                    outline: '1px solid #1890ff',
                    pointerEvents: 'none',
                  }}
                />
              )}
            </div>
          </Card>
          <Form layout="vertical" style={{ marginTop: 8 }}>
            <Form.Item label={t('print.sample')}>
              <Input.TextArea
                value={sample}
                onChange={(event) => setSample(event.target.value)}
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col span={6}>
          {current && selected !== null ? (
            <Form layout="vertical" size="small" className="isps-print-props">
              <Space wrap>
                {(['x', 'y', 'w', 'h'] as const).map((key) => (
                  <Form.Item key={key} label={t(`print.${key}`)}>
                    <InputNumber
                      min={0}
                      max={key === 'x' || key === 'w' ? width : height}
                      step={0.5}
                      value={current[key]}
                      onChange={(value) => update(selected, { [key]: Number(value ?? 0) })}
                    />
                  </Form.Item>
                ))}
              </Space>
              {current.type === 'text' && (
                <>
                  <Form.Item label={t('print.text')}>
                    <Input
                      className="isps-print-text"
                      value={current.text}
                      onChange={(event) => update(selected, { text: event.target.value })}
                    />
                  </Form.Item>
                  <FontSizeItem
                    value={current.fontSize}
                    onChange={(fontSize) => update(selected, { fontSize })}
                  />
                  <Checkbox
                    checked={current.bold === true}
                    onChange={(event) => update(selected, { bold: event.target.checked })}
                  >
                    {t('print.bold')}
                  </Checkbox>
                </>
              )}
              {current.type === 'table' && (
                <>
                  <Form.Item label={tp('table.source')}>
                    <Input
                      value={current.source}
                      onChange={(event) => update(selected, { source: event.target.value })}
                    />
                  </Form.Item>
                  <Space wrap>
                    <FontSizeItem
                      value={current.fontSize}
                      onChange={(fontSize) => update(selected, { fontSize })}
                    />
                    <Form.Item label={tp('table.rowHeight')}>
                      <InputNumber
                        min={2}
                        max={50}
                        step={0.5}
                        value={current.rowHeight}
                        onChange={(value) => update(selected, { rowHeight: Number(value ?? 6) })}
                      />
                    </Form.Item>
                  </Space>
                  <Form.Item label={tp('table.columns')}>
                    <Input.TextArea
                      className="isps-print-columns"
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      defaultValue={columnsToText(current.columns)}
                      onBlur={(event) => update(selected, { columns: textToColumns(event.target.value) })}
                    />
                  </Form.Item>
                </>
              )}
              {(current.type === 'barcode' || current.type === 'qrcode') && (
                <Form.Item label={t('print.value')}>
                  <Input
                    value={current.value}
                    onChange={(event) => update(selected, { value: event.target.value })}
                  />
                </Form.Item>
              )}
              <Button
                danger
                size="small"
                onClick={() => {
                  setElements((list) => list.filter((_, i) => i !== selected));
                  setSelected(null);
                }}
              >
                {t('print.remove')}
              </Button>
            </Form>
          ) : null}
        </Col>
      </Row>
    </Modal>
  );
}
