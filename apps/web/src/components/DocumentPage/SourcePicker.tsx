import type { DocSourceDef, DocumentDef, FieldDef } from '@al/contracts';
import { Button, Input, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { defaultCell } from '../ResourcePage/columns.tsx';
import { useSourceLines, type DocLine } from './api.ts';
import { column } from '../TableContainer/index.tsx';

type SourceLine = DocLine & { docNo: string; remaining: number; sourceHead?: Record<string, unknown> };

/**
 * The lines of approved source documents with what is left of each; the chosen ones come back as
 * lines of this document (source named, copied fields filled, the quantity at most what is left).
 */
export function SourcePickerTable({
  def,
  source,
  onPick,
}: {
  def: DocumentDef;
  source: DocSourceDef;
  onPick?: (lines: DocLine[]) => void;
}) {
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const rows = useSourceLines(def.basePath, source.key, filter, true);
  const cols = source.copy.filter((k) => def.line[k]);
  const pick = (ids: string[]) => {
    const byId = new Map((rows.data?.items ?? []).map((r) => [r.id as string, r]));
    onPick?.(
      ids.map((id) => {
        const r = byId.get(id)!;
        return {
          ...Object.fromEntries(cols.map((k) => [k, r[k]])),
          [def.qtyField]: chosen[id] ?? r.remaining,
          sourceType: source.key,
          sourceId: r.docId as string,
          sourceLineId: id,
          sourceHead: r.sourceHead,
        };
      }),
    );
  };
  return (
    <div data-testid="source-picker">
      <Input.Search
        placeholder={`${source.title}单号`}
        allowClear
        onSearch={setFilter}
        style={{ width: 260, marginBottom: 12 }}
      />
      <Table<SourceLine>
        rowKey={(r) => r.id as string}
        size="small"
        loading={rows.isFetching}
        dataSource={rows.data?.items ?? []}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        rowSelection={
          onPick
            ? {
                selectedRowKeys: Object.keys(chosen),
                onChange: (keys, sel) =>
                  setChosen(
                    Object.fromEntries(
                      sel.map((r) => [r.id as string, chosen[r.id as string] ?? r.remaining]),
                    ),
                  ),
              }
            : undefined
        }
        columns={[
          column('docNo', `${source.title}号`, 140),
          ...cols.map((k) => ({
            key: k,
            title: (def.line[k] as FieldDef).label,
            dataIndex: k,
            render: (v: unknown) => defaultCell(k, def.line[k]!, v),
          })),
          column('remaining', '剩余数量', 90),
          ...(onPick
            ? [
                {
                  key: 'take',
                  title: '本次数量',
                  width: 110,
                  render: (_: unknown, r: SourceLine) => (
                    <InputNumber
                      size="small"
                      min={1}
                      max={r.remaining}
                      disabled={!((r.id as string) in chosen)}
                      value={chosen[r.id as string] ?? r.remaining}
                      onChange={(v) => setChosen({ ...chosen, [r.id as string]: Number(v ?? 1) })}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {onPick && <PickButton count={Object.keys(chosen).length} onClick={() => pick(Object.keys(chosen))} />}
    </div>
  );
}

function PickButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <div style={{ textAlign: 'right', marginTop: 8 }}>
      <Button type="primary" disabled={!count} onClick={onClick}>
        引用选中的 {count} 行
      </Button>
    </div>
  );
}

export function SourcePickerModal({
  def,
  source,
  open,
  onClose,
  onPick,
}: {
  def: DocumentDef;
  source: DocSourceDef;
  open: boolean;
  onClose: () => void;
  onPick: (lines: DocLine[]) => void;
}) {
  return (
    <Modal
      title={`选择${source.title}`}
      open={open}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      <SourcePickerTable
        def={def}
        source={source}
        onPick={(lines) => {
          onPick(lines);
          onClose();
        }}
      />
    </Modal>
  );
}
