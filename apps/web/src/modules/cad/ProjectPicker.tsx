import { PROJECT_MODAL, type ProjectListItem } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { cad } from './api.ts';
import { ProjectStatusTag } from './tags.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/**
 * The project modal (spec 02 §9): projects created in the last 180 days by default, dates from
 * 2020-01-01 at the earliest, 20 per page with 20 / 30 / 50 / 100 to choose.
 */
export function ProjectPicker({ value, onChange }: { value?: string; onChange: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([
    dayjs().subtract(PROJECT_MODAL.cutoffDays, 'day'),
    dayjs(),
  ]);
  const [page, setPage] = useState<{ current: number; pageSize: number }>({
    current: 1,
    pageSize: PROJECT_MODAL.pageSize,
  });
  const [chosen, setChosen] = useState<ProjectListItem | null>(null);
  const list = useQuery({
    queryKey: [
      'cad',
      'project-modal',
      filter,
      range[0].format('YYYY-MM-DD'),
      range[1].format('YYYY-MM-DD'),
      page,
    ],
    queryFn: () =>
      cad.projects({
        filter,
        beginTime: range[0].format('YYYY-MM-DD'),
        endTime: range[1].format('YYYY-MM-DD'),
        skipCount: (page.current - 1) * page.pageSize,
        maxResultCount: page.pageSize,
      }),
    enabled: open,
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="project-picker">
        {value && chosen?.id === value ? chosen.name : '选择项目'}
      </Button>
      <Modal title="选择项目" open={open} onCancel={() => setOpen(false)} footer={null} width={760}>
        <Space style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder="项目名称 / 编号 / 客户"
            onSearch={(v) => (setFilter(v.trim()), setPage((p) => ({ ...p, current: 1 })))}
            style={{ width: 240 }}
          />
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            disabledDate={(d) =>
              d.isBefore(dayjs(PROJECT_MODAL.earliestDate)) || d.isAfter(dayjs().endOf('day'))
            }
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
        </Space>
        <QueryTable<ProjectListItem>
          query={list}
          rowKey="id"
          onRow={(p) => ({
            onClick: () => {
              setChosen(p);
              onChange(p.id);
              setOpen(false);
            },
            style: { cursor: 'pointer' },
          })}
          pagination={{
            ...page,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PROJECT_MODAL.pageSizeOptions.map(String),
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
          columns={[
            column('name', '项目名称'),
            column('code', '编号', 130),
            column('demandSide', '客户', 160),
            {
              key: 'status',
              title: '状态',
              width: 100,
              render: (_, p) => <ProjectStatusTag status={p.projectStatus} />,
            },
          ]}
        />
      </Modal>
    </>
  );
}
