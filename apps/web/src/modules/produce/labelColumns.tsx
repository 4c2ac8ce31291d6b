import { labelLogAuditStateOptions, performanceFieldOptions, type LabelLogItem } from '@al/contracts';
import { Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { column, type TableColumn } from '../../components/TableContainer/index.tsx';

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
        { ...column('labelNo', '标签号', 190), sorter: true },
        { ...column('projectName', '项目', 150), ellipsis: true },
        column('batchNo', '批次', 80),
        column('productCode', '产品编号', 130),
      ]
    : [];
  return [
    {
      ...column('scanTime', '扫码时间', 160, (v: string) =>
        dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
      ),
      sorter: true,
    },
    ...labelCols,
    { ...column('processName', '工序', 100), sorter: true },
    { key: 'workers', title: '员工', width: 140, render: (_: unknown, r) => r.employeeNames.filter(Boolean).join('、') || '-' },
    column('equipmentName', '终端', 130, (v: string | null) => v ?? '-'),
    { key: 'measure', title: '计量', width: 160, render: (_: unknown, r) => `${r.measureValue}（${basis(r.performanceField)}）` },
    { ...column('unitPrice', '单价', 80, money), align: 'right' },
    { ...column('amount', '金额', 90, money), align: 'right', sorter: true },
    { ...column('auditState', '审核状态', 100, (_: unknown, r) => <AuditStateTag row={r} />), sorter: true },
    { key: 'flags', title: '标记', width: 110, render: (_: unknown, r) => <Flags row={r} /> },
  ];
}
