import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useState } from 'react';
import { http } from '../../lib/request.ts';

interface Uploaded {
  url: string;
  fileName: string;
}

/** An image field: uploads through /api/basic/file and keeps the signed link, with a preview. */
export function ImageUpload({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' && value ? value : null;
  return (
    <div id={id} data-testid="image-upload" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {url && <Image src={url} width={80} height={80} style={{ objectFit: 'contain' }} alt="预览" />}
      <Upload
        accept="image/*"
        listType="picture-card"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const form = new FormData();
            form.append('file', file as Blob);
            form.append('purpose', 'image');
            const res = await http.post<Uploaded>('/api/basic/file', form);
            onChange?.(res.url);
            onSuccess?.(res);
          } catch (e) {
            onError?.(e as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{busy ? '上传中' : url ? '更换' : '上传'}</div>
        </div>
      </Upload>
      {url && (
        <a onClick={() => onChange?.(null)} role="button">
          移除
        </a>
      )}
    </div>
  );
}
