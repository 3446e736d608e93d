/**
 * A React host application that uses its own antd major version (antd 5, installed as the npm alias
 * `antd5`) on the same page as our antd 6 elements. Its pink theme and its global styles stay in the
 * host; our elements keep their blue theme and styles inside their shadow roots.
 */
import { Button, Card, ConfigProvider, Modal, Select, Space, version } from 'antd5';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '../elements/react-jsx';

function HostApp() {
  const [open, setOpen] = useState(false);
  const [lastDictionary, setLastDictionary] = useState('');
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#eb2f96', borderRadius: 2 } }}>
      <div style={{ padding: 24, display: 'grid', gap: 16 }}>
        <Card title={`Host application: React with antd ${version}`}>
          <Space>
            <Button type="primary" id="host-button" onClick={() => setOpen(true)}>
              Host antd 5 button
            </Button>
            <Select
              id="host-select"
              style={{ width: 200 }}
              defaultValue="a"
              options={[
                { value: 'a', label: 'Host option A' },
                { value: 'b', label: 'Host option B' },
              ]}
            />
            <span id="host-last">Last dictionary chosen in the element: {lastDictionary || '—'}</span>
          </Space>
          <Modal
            open={open}
            title="Host antd 5 modal"
            onCancel={() => setOpen(false)}
            onOk={() => setOpen(false)}
          >
            This modal belongs to the host and renders in its document.body.
          </Modal>
        </Card>
        <isps-dict-items
          autoLogin
          dictCode="priority"
          onisps-dict-change={(event) => setLastDictionary((event.detail as { dictCode: string }).dictCode)}
        />
        <isps-account-center autoLogin />
      </div>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('host') as HTMLElement).render(<HostApp />);
