import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { DocumentAttachment } from '@al/contracts';
import { Button, Card, Empty, List, Upload } from 'antd';
import { useState } from 'react';
import { http } from '../../lib/request.ts';

interface Uploaded {
  items: { id: string; fileName: string; size: number; url: string }[];
}

const sizeText = (n?: number) =>
  n == null ? '' : n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * A document's attachments (delivery notes, photos, signed copies): links to open each, and while the
 * document is editable, upload (several at once, through /api/basic/file) and remove. Saved with the document.
 */
export function Attachments({
  value,
  onChange,
  editable,
}: {
  value: DocumentAttachment[];
  onChange: (v: DocumentAttachment[]) => void;
  editable: boolean;
}) {
  const [busy, setBusy] = useState(0);
  return (
    <Card
      title="附件"
      size="small"
      style={{ marginTop: 12 }}
      data-testid="document-attachments"
      extra={
        editable && (
          <Upload
            multiple
            showUploadList={false}
            customRequest={async ({ file, onSuccess, onError }) => {
              setBusy((n) => n + 1);
              try {
                const form = new FormData();
                form.append('file', file as Blob);
                form.append('purpose', 'attachment');
                const res = await http.post<Uploaded>('/api/basic/file', form);
                const added = res.items.map((f) => ({ fileId: f.id, name: f.fileName, size: f.size, url: f.url }));
                onChange([...value, ...added]);
                onSuccess?.(res);
              } catch (e) {
                onError?.(e as Error);
              } finally {
                setBusy((n) => n - 1);
              }
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy > 0}>
              上传附件
            </Button>
          </Upload>
        )
      }
    >
      {value.length ? (
        <List
          size="small"
          dataSource={value}
          renderItem={(a, i) => (
            <List.Item
              actions={
                editable
                  ? [
                      <Button
                        key="remove"
                        type="link"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`移除${a.name}`}
                        onClick={() => onChange(value.filter((_x, j) => j !== i))}
                      />,
                    ]
                  : []
              }
            >
              <span>
                <PaperClipOutlined />{' '}
                {a.url ? (
                  <a href={`${a.url}&download=1`} target="_blank" rel="noreferrer">
                    {a.name}
                  </a>
                ) : (
                  a.name
                )}{' '}
                <span style={{ color: '#999' }}>{sizeText(a.size)}</span>
              </span>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无附件" />
      )}
    </Card>
  );
}
