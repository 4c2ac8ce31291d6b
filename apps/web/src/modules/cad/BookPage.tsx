import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { cad } from './api.ts';
import { ProjectPicker } from './ProjectPicker.tsx';

/** /book: the drawing album (图册) of a batch as a PDF, for the site. */
export default function BookPage() {
  const [projectId, setProjectId] = useState<string>();
  const [batchId, setBatchId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const project = useQuery({
    queryKey: ['cad', 'project', projectId],
    queryFn: () => cad.project(projectId!),
    enabled: !!projectId,
  });
  const batch = project.data?.batches.find((b) => b.id === batchId);
  const make = async () => {
    if (!projectId || !batch) return;
    setBusy(true);
    try {
      await cad.book(projectId, batch.id, `${project.data!.name}_${batch.batchNo}_图册.pdf`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="图纸图册">
      <Space wrap>
        <ProjectPicker value={projectId} onChange={(id) => (setProjectId(id), setBatchId(undefined))} />
        <Select
          style={{ width: 200 }}
          placeholder="请选择批次"
          value={batchId}
          onChange={setBatchId}
          options={(project.data?.batches ?? []).map((b) => ({
            value: b.id,
            label: `${b.batchNo}（${b.kindAmount} 种 / ${b.productAmount} 件）`,
          }))}
        />
        <Button type="primary" disabled={!batch || !batch.kindAmount} loading={busy} onClick={make}>
          生成图册 PDF
        </Button>
      </Space>
      <div style={{ marginTop: 16 }}>
        {batch ? (
          <Typography.Text type="secondary">
            图册第一页为封面（项目、批次、件数与展开面积），之后每个产品一页：展开图按比例缩放，并标注编号、数量、材质、厚度、尺寸与颜色。
          </Typography.Text>
        ) : (
          <Empty description="选择项目和批次后生成图册" />
        )}
      </div>
    </Card>
  );
}
