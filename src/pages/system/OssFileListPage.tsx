import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { getBlob, postMultipart } from '../../client/http';
import { ossFile } from '../../domain/system/entities/oss-file';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { saveBlob } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { useCan } from './RowActions';

/** OSS files (api-contract 8.10): upload (10 MB, allowed types), download and delete with confirmation. */
export default function OssFileListPage(_props: PageProps<object>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const { message } = useAppFeedback();
  const [generation, setGeneration] = useState(0);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await postMultipart<{ id: string }>('/sys/oss/file/upload', form);
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      emit('isps-entity-change', { entity: ossFile.name, action: 'add', ids: [answer.result.id] });
      setGeneration((n) => n + 1);
    } finally {
      setUploading(false);
    }
  };

  return (
    <EntityListPage
      key={generation}
      entity={ossFile}
      onChange={(change) => emit('isps-entity-change', { entity: ossFile.name, ...change })}
      toolbar={
        can('sys:ossFile:add') && (
          <Upload
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} className="isps-oss-upload">
              {t('oss.upload')}
            </Button>
          </Upload>
        )
      }
      rowExtra={(row) => (
        <Button
          type="link"
          size="small"
          onClick={async () =>
            saveBlob(await getBlob('/sys/oss/file/download', { id: String(row.id) }), String(row.fileName))
          }
        >
          {t('oss.download')}
        </Button>
      )}
    />
  );
}
