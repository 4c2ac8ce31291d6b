import { ProjectReportPermissions, type DateLogRebuild } from '@al/contracts';
import { Alert, Button, DatePicker, Modal, Progress } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { feedback } from '../../lib/notify.ts';
import { progressApi } from './progressApi.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';

export const PROGRESS_PAGE = '/produce/project-progress';
export const PRODUCT_PAGE = '/produce/project-progress-product';
export const LABEL_PAGE = '/produce/project-progress-product-lable';
export const PLAN_PAGE = '/produce/project-plan';
export const PLAN_LIST_PAGE = '/produce/project-plan-list';

/** done of required as a bar; the text says the pieces. */
export const DoneBar = ({ done, required, width = 140 }: { done: number; required: number; width?: number }) => (
  <Progress
    percent={required ? Math.round((done * 100) / required) : 0}
    format={() => `${done}/${required}`}
    size="small"
    status={required && done >= required ? 'success' : 'normal'}
    style={{ minWidth: width, margin: 0 }}
  />
);

/** A percent as a bar. */
export const PercentBar = ({ percent }: { percent: number }) => <Progress percent={percent} size="small" status={percent >= 100 ? 'success' : 'normal'} style={{ minWidth: 120, margin: 0 }} />;

/** May the user rebuild the snapshot (the progress pages' edit action)? */
export const useCanRebuild = () => useActions(ProjectReportPermissions.progress).can('edit');

const say = (r: DateLogRebuild) => feedback.message.success(r.message);

/** 重新统计: rebuilds the date log of a chosen period (30 days by default). */
export function ReStatisticsButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(30, 'day'), dayjs()]);
  const run = async () => {
    setBusy(true);
    try {
      say(await progressApi.reStatistics({ beginDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') }));
      setOpen(false);
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="re-statistics">
        重新统计
      </Button>
      <Modal title="重新统计日期日志" open={open} onCancel={() => setOpen(false)} okText="开始统计" cancelText="取消" okButtonProps={{ loading: busy }} onOk={run}>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title="按扫码记录重新生成所选期间每天 × 项目 × 批次 × 工序 × 员工的产量统计（最长一年），审核或更正扫码后使用。" />
        <DatePicker.RangePicker value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} disabledDate={(d) => d.isAfter(dayjs(), 'day')} allowClear={false} />
      </Modal>
    </>
  );
}

/** 重新计算: rebuilds the date log of one project, all its days. */
export function ReCalculateButton({ projectId, projectName, after }: { projectId: string; projectName: string; after?: () => void }) {
  const run = async () => {
    try {
      say(await progressApi.reCalculate(projectId));
      after?.();
    } catch {
      // the request client has shown why
    }
  };
  return (
    <ConfirmLink danger={false} confirm={`重新计算项目“${projectName}”的工序统计吗？`} onConfirm={run}>
      重新计算
    </ConfirmLink>
  );
}
