import { performanceFieldOptions, processGroupResource, processResource, type CalculateResult, processUseList, type ProcessUseItem } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Drawer, Form, InputNumber, Modal, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ResourcePage, useActions, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { download } from '../../lib/download.ts';
import { produceApi } from './api.ts';
import { useVersionedWrite } from '../../components/hooks/useVersionedWrite.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';

/** /produce/process-group: the tree of process groups. */
export const ProcessGroupPage = () => <ResourcePage def={processGroupResource} />;

/**
 * /produce/process: the process table with its daily-report switch in the list, the pay basis and
 * rate, re-pricing a period after a rate change, and where the process stands on routes.
 */
export function ProcessPage() {
  const { can } = useActions(processResource.permission);
  const { run, version } = useVersionedWrite(processResource);
  const [pay, setPay] = useState<ResourceRow | null>(null);
  const [calc, setCalc] = useState<ResourceRow | null>(null);
  const [uses, setUses] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        reloadKey={version}
        def={processResource}
        renderers={{
          inDailyReport: (v, row) => (
            <Switch
              size="small"
              checked={v === true}
              disabled={!can('edit')}
              data-testid={`daily-report-${String(row.name)}`}
              onChange={(on) => void run(() => produceApi.setDailyReport(row.id, on), on ? '已计入日报' : '已移出日报')}
            />
          ),
        }}
        rowActions={(row) => (
          <Space size={0}>
            {can('edit') && (
              <Button type="link" size="small" onClick={() => setPay(row)}>
                计件
              </Button>
            )}
            {can('edit') && (
              <Button type="link" size="small" onClick={() => setCalc(row)}>
                重算
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setUses(row)}>
              项目
            </Button>
          </Space>
        )}
      />
      <PayModal row={pay} onClose={() => setPay(null)} onSave={(body) => run(() => produceApi.setPerformance(pay!.id, body), '计件设置已保存')} />
      <CalculateModal row={calc} onClose={() => setCalc(null)} />
      <UsesDrawer row={uses} onClose={() => setUses(null)} />
    </>
  );
}

function PayModal({ row, onClose, onSave }: { row: ResourceRow | null; onClose: () => void; onSave: (b: { performanceField: number; unitPrice: number; reworkRateFactor: number }) => Promise<boolean> }) {
  const [form] = Form.useForm();
  return (
    <Modal
      title={`计件设置：${String(row?.name ?? '')}`}
      open={!!row}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        if (await onSave(await form.validateFields())) onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ performanceField: row?.performanceField ?? 1, unitPrice: row?.unitPrice ?? 0, reworkRateFactor: row?.reworkRateFactor ?? 0 }}>
        <Form.Item name="performanceField" label="计件依据" rules={[{ required: true, message: '请选择计件依据' }]}>
          <Select options={performanceFieldOptions} />
        </Form.Item>
        <Form.Item name="unitPrice" label="计件单价(元)" rules={[{ required: true, message: '请输入计件单价' }]}>
          <InputNumber min={0} max={100000} precision={4} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reworkRateFactor" label="返工计价(%)" extra="返工扫码按计件单价的百分之几计价">
          <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Re-prices the process's scans of a period with its current rate (PUT calculate/{id}). */
function CalculateModal({ row, onClose }: { row: ResourceRow | null; onClose: () => void }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [result, setResult] = useState<CalculateResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal
      title={`按当前单价重算：${String(row?.name ?? '')}`}
      open={!!row}
      onCancel={close}
      okText="重算"
      okButtonProps={{ loading: busy }}
      onOk={async () => {
        setBusy(true);
        try {
          setResult(await produceApi.calculate(row!.id, { beginDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') }));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>单价调整后，重算所选期间内该工序未锁定的扫码记录的计件金额（已确认工资的期间不变）。</p>
      <DatePicker.RangePicker value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} disabledDate={(d) => d.isAfter(dayjs(), 'day')} allowClear={false} />
      {result && (
        <Alert
          style={{ marginTop: 12 }}
          type={result.count ? 'success' : 'info'}
          showIcon
          data-testid="calculate-result"
          title={`单价 ${result.unitPrice} 元，重算 ${result.count} 条扫码，合计 ${result.amount} 元`}
          description={result.note}
        />
      )}
    </Modal>
  );
}

/** Where the process stands on project routes, with each step's progress, and its download. */
function UsesDrawer({ row, onClose }: { row: ResourceRow | null; onClose: () => void }) {
  const uses = useQuery({ queryKey: ['process-uses', row?.id], queryFn: () => produceApi.processUses(row!.id), enabled: !!row });
  return (
    <Drawer
      title={`使用工序“${String(row?.name ?? '')}”的项目`}
      open={!!row}
      onClose={onClose}
      size="large"
      extra={row && <Button onClick={() => void download(`/api/prod/process/down/${row.id}`, `工序${String(row.name)}的项目.xlsx`)}>导出</Button>}
    >
      <QueryTable<ProcessUseItem>
        query={uses}
        rowKey="stepId"
        pagination={false}
        columns={tableColumns(processUseList)}
      />
    </Drawer>
  );
}
