import { equipmentFeatureCodeOptions, equipmentTypeOptions, type EquipmentLogItem } from '@al/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useList } from '../../components/hooks/useList.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { useSession } from '../../lib/session.ts';
import { produceApi } from './api.ts';

const label = (options: readonly { value: string | number; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v ?? '-');
const RESULT = { ok: ['success', '成功'], refused: ['warning', '拒绝'], error: ['error', '出错'] } as const;

/**
 * The terminal function log: /produce/equipment-log for the factory, /logs/equipment in the logs
 * section; a platform administrator outside any space sees every space's (the for-admin call).
 */
export function EquipmentLogPage() {
  const platform = useSession((s) => !s.tenantId);
  const load = useCallback((p: LoadParams & Record<string, unknown>) => produceApi.logs(p as never, platform), [platform]);
  const list = useList(load);
  const fields = useMemo<SearchField[]>(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '设备名称、编号或动作' },
      { name: 'featureCode', label: '功能', type: 'select', options: equipmentFeatureCodeOptions.map((o) => ({ value: String(o.value), label: o.label })) },
      { name: 'equipmentType', label: '设备类型', type: 'select', options: equipmentTypeOptions.map((o) => ({ value: o.value, label: o.label })) },
      { name: 'time', label: '时间', type: 'dateRangePicker', noDefault: true },
    ],
    [],
  );
  const columns = useMemo<TableColumn<EquipmentLogItem>[]>(
    () => [
      column('time', '时间', 160, (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss')),
      ...(platform ? [{ key: 'tenant', title: '企业', dataIndex: 'tenantName', width: 160 } as TableColumn<EquipmentLogItem>] : []),
      { key: 'equipment', title: '设备', width: 200, render: (_: unknown, r: EquipmentLogItem) => `${r.equipmentName ?? '-'}（${r.equipmentCode ?? ''}）` },
      { key: 'type', title: '设备类型', dataIndex: 'equipmentType', width: 100, render: (v: number) => label(equipmentTypeOptions, v) },
      { key: 'feature', title: '功能', dataIndex: 'featureCode', width: 100, render: (v: string) => label(equipmentFeatureCodeOptions, v) },
      column('action', '动作', 100),
      { key: 'process', title: '工序', dataIndex: 'processName', width: 90, render: (v: string | null) => v ?? '-' },
      column('qty', '数量', 70),
      {
        key: 'result',
        title: '结果',
        width: 150,
        render: (_: unknown, r: EquipmentLogItem) => {
          const [color, text] = RESULT[r.result as keyof typeof RESULT] ?? ['default', r.result];
          return (
            <>
              <Tag color={color}>{text}</Tag>
              {r.isRetroactive && <Tag color={r.auditState === 1 ? 'processing' : 'default'}>{r.auditState === 1 ? '补录待审' : '补录'}</Tag>}
            </>
          );
        },
      },
      { ...column('message', '说明', (v: string | null) => v ?? ''), ellipsis: true },
    ],
    [platform],
  );
  return (
    <ListPage<EquipmentLogItem> testId="equipment-log" fields={fields} toFilters={listFilters} list={list} title={platform ? '全部企业的设备日志' : '设备日志'} columns={columns} />
  );
}
