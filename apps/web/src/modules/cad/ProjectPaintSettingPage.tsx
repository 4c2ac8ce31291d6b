import type { PaintSettingItem } from '@al/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { useAllRows } from '../../components/ResourcePage/api.ts';
import type { ProjectDetail } from './api.ts';
import { projectLinks } from './linksApi.ts';
import { ProjectScope } from './ProjectScope.tsx';
import { area } from './tags.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';

/** /cad/project-paint-setting: colour card, paint structure and paint supplier for each colour of a project. */
export default function ProjectPaintSettingPage() {
  return <ProjectScope title="项目油漆设置">{(p) => <PaintSettings project={p} />}</ProjectScope>;
}

type Edit = Pick<PaintSettingItem, 'colorCardId' | 'paintStructureId' | 'paintSupplierId' | 'remark'>;

/** A supplier supplies paint when its types (stored comma-separated) include 2. */
const suppliesPaint = (types: unknown) =>
  (Array.isArray(types) ? types.map(String) : String(types ?? '').split(',')).includes('2');

function PaintSettings({ project }: { project: ProjectDetail }) {
  const qc = useQueryClient();
  const key = ['cad', 'paint-setting', project.id];
  const list = useQuery({ queryKey: key, queryFn: () => projectLinks.paint(project.id) });
  const cards = useAllRows('/api/basic/color-card');
  const structures = useAllRows('/api/basic/paintstructure');
  const suppliers = useAllRows('/api/basic/supplier');
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const rows = list.data?.items ?? [];
  const value = (r: PaintSettingItem): Edit =>
    edits[r.colorCode] ?? {
      colorCardId: r.colorCardId,
      paintStructureId: r.paintStructureId,
      paintSupplierId: r.paintSupplierId,
      remark: r.remark,
    };
  const edit = (r: PaintSettingItem, patch: Partial<Edit>) =>
    setEdits((e) => ({ ...e, [r.colorCode]: { ...value(r), ...patch } }));
  const save = useMutation({
    mutationFn: () =>
      projectLinks.savePaint(project.id, {
        items: rows.map((r) => ({ colorCode: r.colorCode, ...value(r) })),
      }),
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      setEdits({});
      feedback.message.success('油漆设置已保存');
    },
  });
  const cardOptions = useMemo(
    () =>
      (cards.data ?? []).map((c) => ({
        value: c.id,
        label: `${String(c.code)} ${String(c.name ?? '')}`,
      })),
    [cards.data],
  );
  const structureOptions = (structures.data ?? []).map((s) => ({ value: s.id, label: String(s.name) }));
  const supplierOptions = (suppliers.data ?? [])
    .filter((s) => suppliesPaint(s.supplierTypes))
    .map((s) => ({ value: s.id, label: String(s.name) }));
  /** The row's choice of `field` among `options`, searchable by label when `search`. */
  const picker = (r: PaintSettingItem, field: keyof Omit<Edit, 'remark'>, options: typeof structureOptions, placeholder: string | undefined, search: boolean) => (
    <Select
      style={{ width: '100%' }}
      allowClear
      showSearch={search}
      optionFilterProp={search ? 'label' : undefined}
      placeholder={placeholder}
      value={value(r)[field] ?? undefined}
      onChange={(v?: string) => edit(r, { [field]: v ?? null })}
      options={options}
    />
  );
  const totalArea = rows.reduce((s, r) => s + r.area, 0);
  const totalKg = rows.reduce((s, r) => s + (r.estimatedPaintKg ?? 0), 0);

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" loading={save.isPending} disabled={!rows.length} onClick={() => save.mutate()}>
          保存
        </Button>
        <Typography.Text type="secondary">
          颜色来自图纸中读取的颜色编码；未选择色卡时按编码自动匹配色卡。预估用漆 = 面积 × 涂层用量 × 色卡用量系数。
        </Typography.Text>
      </Space>
      <QueryTable<PaintSettingItem>
        query={list}
        rows={rows}
        rowKey={(r) => r.colorCode || '(none)'}
        pagination={false}
        data-testid="paint-table"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{area(totalArea)}</Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={3} />
            <Table.Summary.Cell index={3}>{totalKg.toFixed(2)} kg</Table.Summary.Cell>
            <Table.Summary.Cell index={4} />
          </Table.Summary.Row>
        )}
        columns={[
          {
            key: 'color',
            title: '颜色编码',
            width: 140,
            render: (_, r) => (
              <Space>
                <span
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    border: '1px solid #d9d9d9',
                    background: r.colorHex ?? 'transparent',
                  }}
                />
                {r.colorCode || <Typography.Text type="secondary">无颜色</Typography.Text>}
              </Space>
            ),
          },
          column('kindAmount', '种数', 70),
          column('pieces', '件数', 70),
          { key: 'area', title: '展开面积', width: 110, render: (_, r) => area(r.area) },
          {
            key: 'card',
            title: '色卡',
            width: 200,
            render: (_, r) => (
              <Space.Compact style={{ width: '100%' }}>
                {picker(r, 'colorCardId', cardOptions, r.colorCardMatched ? undefined : '选择色卡', true)}
                {r.colorCardMatched && !edits[r.colorCode] ? (
                  <Tooltip title="按颜色编码自动匹配">
                    <Tag color="blue" style={{ marginLeft: 4 }}>
                      自动
                    </Tag>
                  </Tooltip>
                ) : null}
              </Space.Compact>
            ),
          },
          { key: 'structure', title: '涂层结构', width: 150, render: (_, r) => picker(r, 'paintStructureId', structureOptions, '选择涂层结构', false) },
          { key: 'supplier', title: '油漆供应商', width: 170, render: (_, r) => picker(r, 'paintSupplierId', supplierOptions, '选择供应商', true) },
          {
            key: 'kg',
            title: '预估用漆',
            width: 100,
            render: (_, r) => (r.estimatedPaintKg === null ? '-' : `${r.estimatedPaintKg.toFixed(2)} kg`),
          },
          {
            key: 'remark',
            title: '备注',
            render: (_, r) => (
              <Input
                maxLength={200}
                value={value(r).remark ?? ''}
                onChange={(e) => edit(r, { remark: e.target.value || null })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
