import { LockOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProjectFileItem } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { cad, type ProjectDetail } from './api.ts';
import { ConvertState } from './tags.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { localTime } from '../../lib/format.ts';
import { column } from '../../components/TableContainer/index.tsx';

/** Drawing files with upload; polls while any file is waiting or converting, so progress shows live. */
export function FilesTab({ project, onConverted }: { project: ProjectDetail; onConverted: () => void }) {
  const [batchId, setBatchId] = useState(project.batches[0]?.id);
  const [uploading, setUploading] = useState(false);
  const files = useQuery({
    queryKey: ['cad', 'files', project.id],
    queryFn: () => cad.files(project.id, { skipCount: 0, maxResultCount: 200 }),
    refetchInterval: (q) => (q.state.data?.items.some((f) => f.convertState <= 2) ? 1000 : false),
  });
  // Each time a conversion ends (even one that ended before the first poll saw it running), the
  // products, counts and statistics are reloaded.
  const finished = files.data?.items.filter((f) => f.convertState > 2).length;
  const lastFinished = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (finished === undefined) return;
    if (lastFinished.current !== undefined && finished !== lastFinished.current) onConverted();
    lastFinished.current = finished;
  }, [finished, onConverted]);
  const upload = async (list: File[]) => {
    if (!batchId) return feedback.message.warning('请先新增批次');
    setUploading(true);
    try {
      const res = await cad.upload(batchId, list);
      feedback.message.success(`已上传 ${res.items.length} 个图纸，正在转换`);
      if (res.skipped.length) feedback.message.warning(`压缩包中已跳过非图纸文件：${res.skipped.join('、')}`);
      void files.refetch();
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>上传到批次</span>
        <Select
          style={{ width: 160 }}
          value={batchId}
          onChange={setBatchId}
          options={project.batches.map((b) => ({ value: b.id, label: b.batchNo }))}
          data-testid="upload-batch"
        />
        <Upload
          multiple
          accept=".dxf,.dwg,.zip"
          showUploadList={false}
          beforeUpload={(file, list) => {
            if (file === list[list.length - 1]) void upload(list as File[]);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
            上传图纸（DXF / ZIP）
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          可一次选择多个 DXF 文件或一个 ZIP 压缩包；DWG 请先另存为 DXF
        </Typography.Text>
      </Space>
      <QueryTable<ProjectFileItem>
        query={files}
        rowKey="id"
        pagination={false}
        data-testid="file-table"
        columns={[
          {
            key: 'fileName',
            title: '文件名',
            render: (_, f) => (
              <Typography.Link onClick={() => void cad.openFile(f)}>
                {f.url ? null : <LockOutlined style={{ marginRight: 4 }} />}
                {f.fileName}
              </Typography.Link>
            ),
          },
          column('batchNo', '批次', 90),
          { key: 'size', title: '大小', width: 90, render: (_, f) => `${(f.size / 1024).toFixed(1)} KB` },
          {
            key: 'state',
            title: '转换状态',
            width: 320,
            render: (_, f) => (
              <ConvertState state={f.convertState} progress={f.progress} error={f.errorMessage} />
            ),
          },
          column('splitCount', '零件数', 80),
          {
            key: 'warnings',
            title: '提示',
            render: (_, f) =>
              f.warnings.length ? (
                <Typography.Text type="warning" ellipsis={{ tooltip: f.warnings.join('\n') }}>
                  {f.warnings.length} 条提示
                </Typography.Text>
              ) : (
                '-'
              ),
          },
          column('creationTime', '上传时间', 170, localTime),
        ]}
      />
    </>
  );
}
