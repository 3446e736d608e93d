import { Card, Col, Descriptions, Result, Row, Statistic } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { get } from '../../client/http';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { ChartBox } from './ChartBox';

/** How often the board samples the server, and how many samples the line charts keep. */
const SAMPLE_MS = 5_000;
const SAMPLES = 24;

interface ServerFigures {
  routes: number;
  openConnections: number;
  websocketClients: number;
  requestsTotal: number;
  requestsPerSecond: number;
  errorRate: number;
  database: string;
  redis: boolean;
}

interface RuntimeFigures {
  node: string;
  uptimeSeconds: number;
  memory: { rss: number; heapUsed: number; heapTotal: number };
  eventLoopDelayMs: { mean: number; max: number };
}

interface Sample {
  at: string;
  requestsPerSecond: number;
  heapMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * spec 2.3 dashboard monitor: the server's live figures (administrators; the monitor endpoints of
 * api-contract 8.13), sampled every 5 s into line charts.
 */
export default function MonitorPage(_: PageProps<object>) {
  const t = useT('app');
  const [server, setServer] = useState<ServerFigures | null>(null);
  const [runtime, setRuntime] = useState<RuntimeFigures | null>(null);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    let live = true;
    const sample = async () => {
      try {
        const [s, r] = await Promise.all([
          get<ServerFigures>('/sys/monitor/server'),
          get<RuntimeFigures>('/sys/monitor/runtime'),
        ]);
        if (!live || !s.success || !r.success) return;
        setServer(s.result);
        setRuntime(r.result);
        const at = new Date().toLocaleTimeString();
        setSamples((list) =>
          [
            ...list,
            { at, requestsPerSecond: s.result.requestsPerSecond, heapMb: mb(r.result.memory.heapUsed) },
          ].slice(-SAMPLES),
        );
      } catch {
        // Refused (not an administrator) or unreachable: the HTTP layer told the user (spec 8).
        if (live) setDenied(true);
      }
    };
    void sample();
    const timer = setInterval(() => void sample(), SAMPLE_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const lines = useMemo(
    () => ({
      labels: samples.map((s) => s.at),
      requests: [{ label: t('monitor.requestsPerSecond'), values: samples.map((s) => s.requestsPerSecond) }],
      heap: [{ label: t('monitor.heapMb'), values: samples.map((s) => s.heapMb) }],
    }),
    [samples, t],
  );

  if (denied && !server) return <Result status="403" title={t('monitor.denied')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title={t('monitor.requestsTotal')} value={server?.requestsTotal ?? '—'} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title={t('monitor.errorRate')} value={server?.errorRate ?? '—'} suffix="%" />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title={t('monitor.websocketClients')} value={server?.websocketClients ?? '—'} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title={t('monitor.heapMb')}
            value={runtime ? mb(runtime.memory.heapUsed) : '—'}
            suffix="MB"
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('monitor.requestsPerSecond')}>
          <ChartBox
            type="line"
            title={t('monitor.requestsPerSecond')}
            labels={lines.labels}
            series={lines.requests}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('monitor.heapMb')}>
          <ChartBox type="line" title={t('monitor.heapMb')} labels={lines.labels} series={lines.heap} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('monitor.server')}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Node">{runtime?.node}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.uptime')}>{runtime?.uptimeSeconds}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.database')}>{server?.database}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.connections')}>{server?.openConnections}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.routes')}>{server?.routes}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.loopDelay')}>
              {runtime?.eventLoopDelayMs.mean}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
