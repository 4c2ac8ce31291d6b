import { labelLogAuditStateOptions, performanceFieldOptions, type LabelLogItem } from '@al/contracts';
import { Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { TableColumn } from '../../components/TableContainer/index.tsx';

/** The audit state of a scan as its contracts tag (待审核 / 已审核 / 已驳回); a rejection shows its remark. */
export function AuditStateTag({ row }: { row: Pick<LabelLogItem, 'auditState' | 'auditRemark'> }) {
  const o = labelLogAuditStateOptions.find((x) => x.value === row.auditState);
  const tag = (
    <Tag color={o?.color ?? 'default'} data-testid="audit-state">
      {o?.label ?? row.auditState}
    </Tag>
  );
  return row.auditRemark ? <Tooltip title={`审核意见：${row.auditRemark}`}>{tag}</Tooltip> : tag;
}

/** 返工 and 补录 flags of a scan. */
function Flags({ row }: { row: LabelLogItem }) {
  if (!row.isRework && !row.isRetroactive) return null;
  return (
    <Space size={0}>
      {row.isRework && <Tag color="orange">返工</Tag>}
      {row.isRetroactive && <Tag color="purple">补录</Tag>}
    </Space>
  );
}

const basis = (v: number) => performanceFieldOptions.find((o) => o.value === v)?.label ?? '';
const money = (v: number) => v.toFixed(2);

type Col = TableColumn<LabelLogItem>;

/** Columns of a scan as every label page shows it; `label` adds the label, product and project. */
export function labelLogColumns(opts: { label?: boolean } = {}): Col[] {
  const labelCols: Col[] = opts.label
    ? [
        { key: 'labelNo', title: '标签号', dataIndex: 'labelNo', width: 190, sorter: true },
        { key: 'projectName', title: '项目', dataIndex: 'projectName', width: 150, ellipsis: true },
        { key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 80 },
        { key: 'productCode', title: '产品编号', dataIndex: 'productCode', width: 130 },
      ]
    : [];
  return [
    { key: 'scanTime', title: '扫码时间', dataIndex: 'scanTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    ...labelCols,
    { key: 'processName', title: '工序', dataIndex: 'processName', width: 100, sorter: true },
    { key: 'workers', title: '员工', width: 140, render: (_: unknown, r) => r.employeeNames.filter(Boolean).join('、') || '-' },
    { key: 'equipmentName', title: '终端', dataIndex: 'equipmentName', width: 130, render: (v: string | null) => v ?? '-' },
    { key: 'measure', title: '计量', width: 160, render: (_: unknown, r) => `${r.measureValue}（${basis(r.performanceField)}）` },
    { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', width: 80, align: 'right', render: money },
    { key: 'amount', title: '金额', dataIndex: 'amount', width: 90, align: 'right', sorter: true, render: money },
    { key: 'auditState', title: '审核状态', dataIndex: 'auditState', width: 100, sorter: true, render: (_: unknown, r) => <AuditStateTag row={r} /> },
    { key: 'flags', title: '标记', width: 110, render: (_: unknown, r) => <Flags row={r} /> },
  ];
}
