import type { AnyResourceDef, FieldDef } from '@al/contracts';
import { Descriptions, Drawer, Spin } from 'antd';
import { useResourceDetail } from './api.ts';
import { defaultCell, formatTime } from './columns.tsx';
import type { CellRenderer } from './types.ts';

/** The detail of one row, read fresh from GET {basePath}/{id}: every field, creation and modification times. */
export function DetailDrawer({
  def,
  id,
  renderers = {},
  onClose,
}: {
  def: AnyResourceDef;
  id: string | null;
  renderers?: Record<string, CellRenderer>;
  onClose: () => void;
}) {
  const { data, isLoading } = useResourceDetail(def, id);
  return (
    <Drawer title={`${def.title}详情`} open={!!id} onClose={onClose} size={480} destroyOnHidden>
      <Spin spinning={isLoading}>
        {data && (
          <Descriptions
            column={1}
            bordered
            size="small"
            styles={{ label: { width: 120 } }}
            items={[
              ...Object.entries<FieldDef>(def.fields).map(([key, f]) => ({
                key,
                label: f.label,
                children: renderers[key] ? renderers[key](data[key], data) : defaultCell(key, f, data[key]),
              })),
              { key: 'creationTime', label: '创建时间', children: formatTime(data.creationTime) },
              {
                key: 'lastModificationTime',
                label: '修改时间',
                children: formatTime(data.lastModificationTime),
              },
            ]}
          />
        )}
      </Spin>
    </Drawer>
  );
}
