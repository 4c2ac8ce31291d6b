import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { PLAN_PATH, productionPlanDocument as def } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Spin, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { DocumentList } from '../../components/DocumentPage/index.ts';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { produceApi } from './api.ts';
import { DAY, shiftDate } from './gantt.ts';
import { PlanEditor } from './PlanEditor.tsx';
import { PlanGantt } from './PlanGantt.tsx';

const DAYS = 14;
/** Plans shown on the chart: every state but voided (draft 1 + released 2 + in progress 4 + completed 8). */
const SHOWN = 15;

/** /produce/plan: the plans on a time axis per machine (drag to move or re-sort), and their list. */
export function PlanPage() {
  const { can } = useActions(def.permission);
  const qc = useQueryClient();
  const [start, setStart] = useState(() => dayjs().subtract(2, 'day').format(DAY));
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const end = shiftDate(start, DAYS - 1);
  const machines = useQuery({ queryKey: ['plan-machines'], queryFn: produceApi.machines });
  const plans = useQuery({
    queryKey: ['plans', start],
    queryFn: () => produceApi.plans({ beginDate: start, endDate: end, status: SHOWN, maxResultCount: 1000 }),
    staleTime: 0,
  });
  const refresh = useCallback(() => {
    void qc.invalidateQueries({ queryKey: ['plans'] });
    void qc.invalidateQueries({ queryKey: [PLAN_PATH] });
  }, [qc]);

  const gantt = (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<LeftOutlined />} onClick={() => setStart(shiftDate(start, -7))}>
          前一周
        </Button>
        <Button onClick={() => setStart(dayjs().subtract(2, 'day').format(DAY))}>今天</Button>
        <Button onClick={() => setStart(shiftDate(start, 7))}>
          后一周 <RightOutlined />
        </Button>
        <Typography.Text type="secondary">
          {start} 至 {end}；拖动计划条可改期、换设备或调整顺序，点击打开计划。进度来自扫码报工与完成的工序。
        </Typography.Text>
        {can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
            新建计划
          </Button>
        )}
      </Space>
      {machines.isLoading || plans.isLoading ? (
        <Spin />
      ) : (
        <PlanGantt
          start={start}
          days={DAYS}
          machines={machines.data?.items ?? []}
          plans={plans.data?.items ?? []}
          canMove={can('edit')}
          onOpen={(p) => setEditing({ id: p.id })}
          onDrop={(body) =>
            void produceApi
              .sortPlans(body)
              .then(() => feedback.message.success('计划已调整'))
              .catch(() => undefined)
              .finally(refresh)
          }
        />
      )}
    </div>
  );

  return (
    <>
      <Tabs
        items={[
          { key: 'gantt', label: '甘特图', children: gantt },
          { key: 'list', label: '计划列表', children: <DocumentList def={def} onOpen={(r) => setEditing({ id: r.id })} onCreate={() => setEditing({ id: null })} /> },
        ]}
      />
      <PlanEditor id={editing?.id ?? null} open={!!editing} onClose={() => setEditing(null)} onChanged={refresh} />
    </>
  );
}
