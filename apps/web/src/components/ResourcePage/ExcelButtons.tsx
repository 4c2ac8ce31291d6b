import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import type { AnyResourceDef } from '@al/contracts';
import { Button, Space, Tooltip, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, http } from '../../lib/request.ts';
import { feedback } from '../../lib/notify.ts';
import { resourceKeys, saveBlob } from './api.ts';
import { useActions } from './permissions.ts';

/**
 * 导出 (the filtered list, in the default Excel template's columns) and 导入 (the template to fill,
 * then the upload: all rows or none; the bad rows are listed).
 */
export function ExcelButtons({ def, filters, onImported }: { def: AnyResourceDef; filters: Record<string, unknown>; onImported: () => void }) {
  const { can } = useActions(def.permission);
  const qc = useQueryClient();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const download = async (path: string, name: string) => {
    const blob = await http.get<Blob>(`${def.basePath}/${path}`, filters as never, { responseType: 'blob' });
    saveBlob(blob, name);
  };
  return (
    <>
      {can('export') && (
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'export'}
          onClick={async () => {
            setBusy('export');
            await download('export', `${def.title}.xlsx`).catch(() => undefined);
            setBusy(null);
          }}
        >
          导出
        </Button>
      )}
      {can('import') && (
        <Space.Compact>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            customRequest={async ({ file, onSuccess, onError }) => {
              setBusy('import');
              const form = new FormData();
              form.append('file', file as Blob);
              try {
                const res = await http.post<{ message: string }>(`${def.basePath}/import`, form, { silent: true });
                feedback.message.success(res.message);
                await qc.invalidateQueries({ queryKey: resourceKeys.all(def) });
                onImported();
                onSuccess?.(res);
              } catch (e) {
                const rows = e instanceof ApiError ? (e.body?.error?.validationErrors ?? []) : [];
                feedback.notification.error({
                  title: '导入失败，未写入任何数据',
                  description: rows.length ? (
                    <div data-testid="import-errors">
                      {rows.slice(0, 20).map((r) => (
                        <div key={r.message}>{r.message}</div>
                      ))}
                    </div>
                  ) : (
                    (e as Error).message
                  ),
                  duration: 0,
                });
                onError?.(e as Error);
              } finally {
                setBusy(null);
              }
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'import'}>
              导入
            </Button>
          </Upload>
          <Tooltip title="下载导入模板">
            <Button icon={<FileExcelOutlined />} onClick={() => void download('import-template', `${def.title}导入模板.xlsx`).catch(() => undefined)} />
          </Tooltip>
        </Space.Compact>
      )}
    </>
  );
}
