import { Card, Descriptions, Tag } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { ScanPreview } from '@al/contracts';

const mm = (v: number) => `${Math.round(v)}`;

/** The scanned part as the worker needs it at the machine: drawing, size, material and where it is on its route. */
export function PreviewCard({ preview }: { preview: ScanPreview }) {
  const p = preview;
  return (
    <Card size="small" data-testid="scan-preview" title={`${p.productCode}${p.productName ? ` · ${p.productName}` : ''}`} extra={<Tag color="purple">{p.processName}</Tag>}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <img src={p.thumbnailUrl} alt={p.productCode} style={{ width: 110, height: 90, objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4, flex: 'none' }} />
        <Descriptions size="small" column={1} styles={{ label: { width: 48 } }}>
          <Descriptions.Item label="标签">{p.labelNo}</Descriptions.Item>
          <Descriptions.Item label="项目">{`${p.projectName} ${p.batchNo}`}</Descriptions.Item>
          <Descriptions.Item label="展开">{`${mm(p.unfoldLength)} × ${mm(p.unfoldWidth)} mm`}</Descriptions.Item>
          <Descriptions.Item label="材质">{[p.material, p.thickness != null ? `${p.thickness}mm` : null, p.colorCode].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
        </Descriptions>
      </div>
      {p.bendCount > 0 && <div style={{ marginTop: 4 }}>折弯 {p.bendCount} 道</div>}
      {p.remark && <div style={{ marginTop: 4, color: '#d46b08' }}>备注：{p.remark}</div>}
      <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }} aria-label="工艺路线">
        {p.route.map((s) => (
          <Tag key={s.processId} color={s.current ? 'processing' : s.done ? 'success' : 'default'} icon={s.done ? <CheckCircleFilled /> : undefined}>
            {s.processName}
          </Tag>
        ))}
      </div>
    </Card>
  );
}
