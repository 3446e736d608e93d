import { Alert, Button, Drawer, Input, type InputRef, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, post } from '../../client/http';
import { newRequestId } from '../../ui/document/actionRequests';
import { useT } from '../../ui/root/hooks';

interface ReceiptLine {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  productId: string;
  /** The supplier batch, or the unit's serial on a serial-tracked product's line (one unit each). */
  supplierBatchNo?: string | null;
  receivedQty: number;
}

interface OpenReceipt {
  id: string;
  code: string;
  version: number;
  docStatus: string;
  deliveryNoteId_dictText?: string;
  lines: ReceiptLine[];
}

type Feedback = { kind: 'ok' | 'error'; text: string };

/** A short tone through WebAudio: high and short for a good scan, low and long for a refusal. */
function beep(ok: boolean): void {
  const AudioCtor = window.AudioContext;
  if (!AudioCtor) return;
  const audio = new AudioCtor();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.type = ok ? 'sine' : 'square';
  tone.frequency.value = ok ? 1200 : 220;
  gain.gain.value = 0.15;
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + (ok ? 0.08 : 0.45));
  tone.onended = () => void audio.close();
}

/**
 * Scan receiving (domain.md 4.1 step 5, 4.2) for a keyboard-wedge scanner or a handheld terminal
 * (360 x 640): one focused input takes a code followed by Enter. The delivery note's QR or code opens
 * (or creates) its receipt; each package label adds its quantity to its line. A refusal (label scanned
 * twice, of another note, voided, unknown) shows its message with a red flash and a low tone; the
 * server decides everything. Posting the receipt marks its labels received.
 */
export function ScanReceivingDrawer({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [receipt, setReceipt] = useState<OpenReceipt | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [flash, setFlash] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(0);
  const [changed, setChanged] = useState(false);
  // Scans run one after the other (a scanner may read the next code before the last answer came), each
  // against the receipt the one before opened: read from this ref, not from a render's state.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const current = useRef<OpenReceipt | null>(null);
  const show = (next: OpenReceipt | null) => {
    current.current = next;
    setReceipt(next);
  };

  const focus = useCallback(() => input.current?.focus(), []);
  useEffect(focus, [focus]);

  const tell = (next: Feedback) => {
    setFeedback(next);
    beep(next.kind === 'ok');
    if (next.kind === 'error') {
      setFlash(true);
      window.setTimeout(() => setFlash(false), 600);
    }
  };

  const load = async (id: string) => {
    const answer = await get<OpenReceipt>('/wms/receipt/queryById', { id });
    if (answer.success) show(answer.result);
  };

  const openNote = async (text: string): Promise<string | null> => {
    const answer = await post<{ id: string; code: string }>('/wms/receipt/scanDeliveryNote', {
      requestId: newRequestId(),
      code: text,
    });
    if (!answer.success) return answer.message;
    setChanged(true);
    await load(answer.result.id);
    tell({ kind: 'ok', text: t('scanReceiving.opened', { code: answer.result.code }) });
    return null;
  };

  const scan = async (text: string) => {
    const receipt = current.current;
    if (receipt?.docStatus !== 'pending') {
      const refusal = await openNote(text);
      if (refusal) tell({ kind: 'error', text: refusal });
      return;
    }
    const answer = await post<{ labelNo: string; qty: number; lineNo: number; serialNo: string | null }>(
      '/wms/receipt/scan',
      {
        id: receipt.id,
        requestId: newRequestId(),
        code: text,
      },
    );
    if (answer.success) {
      setChanged(true);
      await load(receipt.id);
      const { labelNo, qty, lineNo, serialNo } = answer.result;
      tell({
        kind: 'ok',
        text: serialNo
          ? t('scanReceiving.addedSerial', { labelNo, serialNo, qty, lineNo })
          : t('scanReceiving.added', { labelNo, qty, lineNo }),
      });
      return;
    }
    // Not a label of this receipt's note: maybe the next delivery note (its plain code).
    const refusal =
      text.startsWith('ISPS1|') && !text.startsWith('ISPS1|DN|') ? answer.message : await openNote(text);
    if (refusal) tell({ kind: 'error', text: answer.message });
  };

  const submit = () => {
    const text = code.trim();
    setCode('');
    if (!text) return;
    setScanning((n) => n + 1);
    queue.current = queue.current
      .then(() => scan(text))
      .catch(() => tell({ kind: 'error', text: t('scanReceiving.failed') }))
      .finally(() => setScanning((n) => n - 1));
  };

  const postReceipt = async () => {
    if (!receipt) return;
    setBusy(true);
    const answer = await post('/wms/receipt/approve', {
      id: receipt.id,
      version: receipt.version,
      requestId: newRequestId(),
    });
    setBusy(false);
    if (!answer.success) {
      tell({ kind: 'error', text: answer.message });
    } else {
      setChanged(true);
      tell({ kind: 'ok', text: t('scanReceiving.posted', { code: receipt.code }) });
      show(null);
    }
    focus();
  };

  const received = receipt?.lines.filter((line) => Number(line.receivedQty) > 0).length ?? 0;
  return (
    <Drawer
      open
      placement="right"
      size="min(100vw, 560px)"
      title={t('scanReceiving.title')}
      onClose={() => onDone(changed)}
      styles={{
        body: { padding: 12, background: flash ? '#ff4d4f' : undefined, transition: 'background 0.2s' },
      }}
      className="isps-scan-receiving"
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="small">
        <Input
          ref={input}
          className="isps-scan-input"
          size="large"
          autoFocus
          autoComplete="off"
          placeholder={t(receipt ? 'scanReceiving.scanLabel' : 'scanReceiving.scanNote')}
          value={code}
          suffix={scanning > 0 ? <Spin size="small" /> : <span />}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={submit}
          onBlur={() => window.setTimeout(focus, 0)}
        />
        {feedback && (
          <Alert
            className={`isps-scan-feedback isps-scan-${feedback.kind}`}
            type={feedback.kind === 'ok' ? 'success' : 'error'}
            showIcon
            title={feedback.text}
          />
        )}
        {receipt && (
          <>
            <Space wrap>
              <Tag color="blue">{receipt.code}</Tag>
              {receipt.deliveryNoteId_dictText && <Tag>{receipt.deliveryNoteId_dictText}</Tag>}
              <span>{t('scanReceiving.progress', { received, lines: receipt.lines.length })}</span>
            </Space>
            <div style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}>
              {receipt.lines.map((line) => (
                <div
                  key={line.id}
                  className="isps-scan-line"
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 8,
                    padding: '6px 12px',
                    borderBottom: '1px solid #f0f0f0',
                  }}
                >
                  <span>
                    {line.lineNo}. {line.productId_dictText ?? line.productId}
                    {line.supplierBatchNo && (
                      <Typography.Text type="secondary" className="isps-scan-batch" style={{ marginLeft: 8 }}>
                        {line.supplierBatchNo}
                      </Typography.Text>
                    )}
                  </span>
                  <b>{Number(line.receivedQty)}</b>
                </div>
              ))}
            </div>
            <Button
              type="primary"
              block
              size="large"
              className="isps-scan-post"
              disabled={busy || scanning > 0 || received === 0 || receipt.docStatus !== 'pending'}
              onClick={() => void postReceipt()}
            >
              {t('scanReceiving.post')}
            </Button>
          </>
        )}
      </Space>
    </Drawer>
  );
}
