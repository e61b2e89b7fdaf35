import type { SysFile } from '@meiyu/contract';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@/core/http';
import { formatBytes } from './file-format';
import { FILES_NS } from './files-i18n';

interface Props {
  file: SysFile | null;
  onClose: () => void;
}

/** Shows a picture, plays audio or video (the signed address supports seeking), describes the file. */
export function FilePreview({ file, onClose }: Props) {
  const { t } = useTranslation(FILES_NS);
  const src = file ? `${API_BASE}${file.url}` : '';
  return (
    <Modal open={!!file} onCancel={onClose} footer={null} title={file?.originalName} width={760} destroyOnHidden>
      {file && (
        <div data-testid="file-preview">
          <div className="file-preview-media">
            {file.kind === 'image' && (
              <img src={src} alt={file.originalName} style={{ maxWidth: '100%', maxHeight: 420 }} />
            )}
            {file.kind === 'audio' && (
              <audio controls preload="metadata" src={src} style={{ width: '100%' }} data-testid="file-audio" />
            )}
            {file.kind === 'video' && (
              <video controls preload="metadata" src={src} style={{ width: '100%', maxHeight: 420 }} />
            )}
            {file.kind === 'document' && (
              <Typography.Link href={src} target="_blank" rel="noreferrer">
                {t('actions.openDocument')}
              </Typography.Link>
            )}
          </div>
          <Descriptions
            size="small"
            column={2}
            style={{ marginTop: 16 }}
            items={[
              { key: 'kind', label: t('fields.kind'), children: t(`kinds.${file.kind}`) },
              { key: 'mime', label: t('fields.mime'), children: file.mime },
              { key: 'size', label: t('fields.size'), children: formatBytes(file.sizeBytes) },
              ...(file.width && file.height
                ? [{ key: 'dims', label: t('fields.dimensions'), children: `${file.width} × ${file.height}` }]
                : []),
              { key: 'org', label: t('fields.org'), children: file.orgName ?? '—' },
              { key: 'by', label: t('fields.uploader'), children: file.createUserName ?? '—' },
              { key: 'time', label: t('fields.createTime'), children: file.createTime },
              { key: 'storage', label: t('fields.storage'), children: t(`storage.${file.storage}`) },
              {
                key: 'sha',
                label: 'SHA-256',
                span: 2,
                children: (
                  <Typography.Text code copyable style={{ fontSize: 12 }}>
                    {file.sha256}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
