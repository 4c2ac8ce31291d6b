import type { LabelLogItem } from '@al/contracts';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { Button } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useList } from '../../components/hooks/useList.ts';
import { SearchBar } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams } from '../../components/TableContainer/index.tsx';
import { labelApi } from './labelApi.ts';
import { labelListFilters, useLabelSearchFields } from './labelFilters.ts';
import { labelLogColumns } from './labelColumns.tsx';
import { LabelTotals } from './LabelTotals.tsx';

/** Without a date range the totals cover the last seven days (the list shows everything). */
const lastWeek = () => ({ beginDate: dayjs().subtract(6, 'day').format('YYYY-MM-DD'), endDate: dayjs().format('YYYY-MM-DD') });

/** 标签日志: every scan of the factory under filters, with the period's totals above. */
export function LabelLogPage() {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => labelApi.log(p as never), []);
  const { filters, setFilters, version, table } = useList(load);
  const fields = useLabelSearchFields();
  const columns = useMemo(() => labelLogColumns({ label: true }), []);
  const period = typeof filters.beginDate === 'string' ? { beginDate: filters.beginDate, endDate: String(filters.endDate) } : lastWeek();
  const narrow = (k: string) => (typeof filters[k] === 'string' ? (filters[k] as string) : undefined);
  return (
    <div data-testid="label-log">
      <SearchBar fields={fields} onSearch={(v) => setFilters(labelListFilters(v))} />
      <LabelTotals {...period} projectId={narrow('projectId')} processId={narrow('processId')} employeeId={narrow('employeeId')} version={version} />
      <TableContainer<LabelLogItem>
        title="标签日志"
        rowKey="id"
        columns={columns}
        {...table}
        extra={
          // the floor's scan page opens on its own, sized for a phone or the terminal's screen
          <Button icon={<ScanOutlined />} href="/scan" target="_blank">
            扫码报工
          </Button>
        }
      />
    </div>
  );
}
