import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { etlPoHeader } from '../../domain/srm/etl-po';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';
import { useCan } from '../system/RowActions';

/**
 * Supplier collaboration › ETL purchase orders (domain.md 3.6): the SAP purchase orders every import run
 * staged, read only, with their items in the detail; filtered by status, SAP PO number and supplier, and
 * exported to Excel. Buyers and admins pull the waiting orders now (`srm:etlPoHeader:runImport`) instead
 * of waiting for the 15-minute job.
 */
export default function EtlPoHeaderListPage() {
  const t = useT('srm');
  const can = useCan();
  const { message } = useAppFeedback();
  const [running, setRunning] = useState(false);
  // A new key remounts the list, which reads the first page again with the run's rows.
  const [generation, setGeneration] = useState(0);
  const runImport = async () => {
    setRunning(true);
    try {
      const answer = await post('/srm/etlPoHeader/runImport', {});
      if (answer.success) void message.success(answer.message);
      else void message.error(answer.message);
      setGeneration((n) => n + 1);
    } finally {
      setRunning(false);
    }
  };
  return (
    <EntityListPage
      key={generation}
      entity={etlPoHeader}
      addForm={false}
      toolbar={
        can('srm:etlPoHeader:runImport') && (
          <Popconfirm title={t('etl.confirmRunImport')} onConfirm={() => void runImport()}>
            <Button icon={<CloudDownloadOutlined />} loading={running} className="isps-etl-run-import">
              {t('etl.runImport')}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}
