import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Upload } from 'antd';
import { get, getBlob, type Page, postMultipart } from '../../client/http';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useT } from '../../ui/root/hooks';

interface KnowledgeFile {
  id: string;
  fileName: string;
  size: number | null;
  createBy: string | null;
  createTime: string | null;
}

/** Files stored for this page carry the business type `knowledge` (sys_oss_file.biz_type). */
const BIZ = 'knowledge';

/**
 * spec 2.3 knowledge files: manuals and work instructions shared in the company, kept as OSS files
 * of business type `knowledge`: list, upload, download.
 */
export default function KnowledgeFilesPage(_: PageProps<object>) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const files = useApi(
    () =>
      get<Page<KnowledgeFile>>('/sys/oss/file/list', { bizType: BIZ, pageNo: 1, pageSize: 100 }).then(
        (r) => r.result?.records ?? [],
      ),
    [],
  );

  const download = async (file: KnowledgeFile) => {
    const blob = await getBlob('/sys/oss/file/download', { id: file.id });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = file.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Card
      title={t('knowledge.title')}
      extra={
        <Upload
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            const form = new FormData();
            form.append('biz', BIZ);
            form.append('file', file as Blob);
            try {
              const response = await postMultipart('/sys/oss/file/upload', form);
              if (!response.success) throw new Error(response.message);
              void message.success(t('knowledge.uploaded'));
              onSuccess?.(response);
              files.reload();
            } catch (error) {
              onError?.(error as Error);
            }
          }}
        >
          <Button type="primary" icon={<UploadOutlined />}>
            {t('knowledge.upload')}
          </Button>
        </Upload>
      }
    >
      <Table<KnowledgeFile>
        rowKey="id"
        loading={files.loading}
        dataSource={files.data ?? []}
        columns={[
          { title: t('knowledge.name'), dataIndex: 'fileName' },
          {
            title: t('knowledge.size'),
            dataIndex: 'size',
            align: 'right',
            render: (size: number | null) => (size === null ? '' : `${Math.ceil(size / 1024)} KB`),
          },
          { title: t('knowledge.by'), dataIndex: 'createBy' },
          { title: t('knowledge.time'), dataIndex: 'createTime' },
          {
            title: t('knowledge.actions'),
            key: 'actions',
            render: (_, file) => (
              <Space>
                <Button type="link" onClick={() => void download(file)}>
                  {t('knowledge.download')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
