import { LabelLogAuditState, LabelLogPermissions, scanMessages, type LabelLogItem } from '@al/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useList } from '../../components/hooks/useList.ts';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { SearchBar } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams } from '../../components/TableContainer/index.tsx';
import { labelApi } from './labelApi.ts';
import { labelListFilters, useLabelSearchFields } from './labelFilters.ts';
import { labelLogColumns } from './labelColumns.tsx';

type Verdict = typeof LabelLogAuditState.approved | typeof LabelLogAuditState.rejected;
const VERDICT: Record<Verdict, string> = { [LabelLogAuditState.approved]: '通过', [LabelLogAuditState.rejected]: '驳回' };

/** The remark dialog of a bulk 通过 / 驳回; a rejection needs its remark (the server says so too). */
function AuditDialog({ verdict, count, onCancel, onOk }: { verdict: Verdict | null; count: number; onCancel: () => void; onOk: (remark: string) => Promise<void> }) {
  const [form] = Form.useForm<{ remark?: string }>();
  const [busy, setBusy] = useState(false);
  const rejecting = verdict === LabelLogAuditState.rejected;
  return (
    <Modal
      open={verdict !== null}
      title={verdict ? `${VERDICT[verdict]}${count}条扫码记录` : ''}
      okText={verdict ? VERDICT[verdict] : '确定'}
      okButtonProps={{ danger: rejecting, loading: busy }}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (v) => {
          setBusy(true);
          try {
            await onOk(v.remark?.trim() ?? '');
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="remark" label="审核意见" rules={rejecting ? [{ required: true, whitespace: true, message: scanMessages.rejectNeedsRemark }] : []}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={rejecting ? '请填写驳回原因' : '选填'} data-testid="audit-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 标签审核: the pending scans (or another state asked for), approved or rejected in bulk, and their download. */
export function LabelAuditPage() {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => labelApi.pending(p as never), []);
  const { filters, setFilters, reload, table } = useList(load);
  const fields = useLabelSearchFields();
  const columns = useMemo(() => labelLogColumns({ label: true }), []);
  // the server refuses audits without edit and the download without export: their buttons are hidden
  const { can } = useActions(LabelLogPermissions.audit);
  const [selected, setSelected] = useState<Key[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [downloading, setDownloading] = useState(false);
  const afterWrite = useCallback(() => {
    setSelected([]);
    setVerdict(null);
    reload();
  }, [reload]);
  const write = useWrite(afterWrite);

  const submit = async (remark: string) => {
    if (!verdict) return;
    const ids = selected.map(String);
    await write(() => labelApi.audit({ ids, auditState: verdict, auditRemark: remark || null }), `已${VERDICT[verdict]}${ids.length}条扫码记录`);
  };
  const exportAll = async () => {
    setDownloading(true);
    try {
      await labelApi.auditDownload(filters as never);
    } catch {
      // the request client has shown why
    } finally {
      setDownloading(false);
    }
  };

  const extra = (
    <Space>
      {can('edit') && (
        <Button type="primary" disabled={!selected.length} onClick={() => setVerdict(LabelLogAuditState.approved)} data-testid="audit-approve">
        通过{selected.length ? `（${selected.length}）` : ''}
        </Button>
      )}
      {can('edit') && (
        <Button danger disabled={!selected.length} onClick={() => setVerdict(LabelLogAuditState.rejected)} data-testid="audit-reject">
        驳回{selected.length ? `（${selected.length}）` : ''}
        </Button>
      )}
      {can('export') && (
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void exportAll()} data-testid="audit-download">
        审核导出
        </Button>
      )}
    </Space>
  );
  return (
    <div data-testid="label-audit">
      <SearchBar
        fields={fields}
        onSearch={(v) => {
          setSelected([]);
          setFilters(labelListFilters(v));
        }}
      />
      <TableContainer<LabelLogItem>
        title="扫码记录审核"
        extra={extra}
        rowKey="id"
        columns={columns}
        {...table}
        rowSelection={
          can('edit')
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                // only a pending scan can be audited
                getCheckboxProps: (r) => ({ disabled: r.auditState !== LabelLogAuditState.pending }),
              }
            : undefined
        }
      />
      <AuditDialog verdict={verdict} count={selected.length} onCancel={() => setVerdict(null)} onOk={submit} />
    </div>
  );
}
