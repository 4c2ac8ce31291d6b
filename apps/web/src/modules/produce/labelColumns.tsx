import { labelLogAuditStateOptions, labelLogList, pieceListColumns, type LabelLogItem } from '@al/contracts';
import { Space, Tag, Tooltip } from 'antd';
import type { TableColumn } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';

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

type Col = TableColumn<LabelLogItem>;

/** The label's own columns, which a page of one label's scans leaves out. */
const LABEL_KEYS = new Set<string>(pieceListColumns.map((c) => c.key));

/** Columns of a scan as every label page shows it (`labelLogList`); `label` adds the label, product and project. */
export function labelLogColumns(opts: { label?: boolean } = {}): Col[] {
  const cols = tableColumns(labelLogList, {
    scanTime: { sorter: true },
    labelNo: { sorter: true },
    projectName: { ellipsis: true },
    processName: { sorter: true },
    amount: { sorter: true },
    auditState: { sorter: true, render: (_: unknown, r: LabelLogItem) => <AuditStateTag row={r} /> },
    flags: { render: (_: unknown, r: LabelLogItem) => <Flags row={r} /> },
  });
  return opts.label ? cols : cols.filter((c) => !LABEL_KEYS.has(c.key));
}
