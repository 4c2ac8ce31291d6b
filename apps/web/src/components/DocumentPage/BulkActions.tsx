import { DownOutlined } from '@ant-design/icons';
import { docActions, docEditable, type ActionKey, type DocumentDef } from '@al/contracts';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { ApiError, http } from '../../lib/request.ts';
import type { DocRow } from './api.ts';

interface BulkStep {
  key: string;
  label: string;
  /** Whether the document's state lets the step run. */
  applies: (r: DocRow) => boolean;
  run: (r: DocRow) => Promise<unknown>;
}

/**
 * Runs one action on every selected document the state allows (审核, 作废, 删除…), one after another,
 * each in its own transaction, and reports what was done and what was refused with the server's
 * reason. Actions that need an opinion (驳回) are left to the detail page.
 */
export function BulkActions({
  def,
  rows,
  can,
  onDone,
}: {
  def: DocumentDef;
  rows: DocRow[];
  can: (action: ActionKey) => boolean;
  onDone: () => void;
}) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const steps: BulkStep[] = [
    ...docActions(def)
      .filter((a) => a.comment !== 'required' && can(a.permissionAction))
      .map((a) => ({
        key: a.key,
        label: a.label,
        applies: (r: DocRow) => a.from.includes(r.status),
        run: (r: DocRow) => http.post(`${def.basePath}/${r.id}/${a.key}`, { concurrencyStamp: r.concurrencyStamp }, { silent: true }),
      })),
    ...(can('delete')
      ? [
          {
            key: 'delete',
            label: '删除',
            applies: (r: DocRow) => docEditable(def).includes(r.status),
            run: (r: DocRow) => http.delete(`${def.basePath}/${r.id}`, undefined, { silent: true }),
          },
        ]
      : []),
  ];

  async function runAll(step: BulkStep) {
    const todo = rows.filter(step.applies);
    const skipped = rows.length - todo.length;
    setBusy(true);
    const failed: string[] = [];
    for (const r of todo) {
      try {
        await step.run(r);
      } catch (e) {
        failed.push(`${r.docNo}：${e instanceof ApiError ? e.message : String(e)}`);
      }
    }
    setBusy(false);
    onDone();
    const done = todo.length - failed.length;
    modal[failed.length ? 'warning' : 'success']({
      title: `批量${step.label}：成功 ${done} 张${failed.length ? `，失败 ${failed.length} 张` : ''}${skipped ? `，${skipped} 张的状态不能${step.label}` : ''}`,
      content: failed.length ? (
        <ul data-testid="bulk-failures" style={{ paddingLeft: 18, margin: 0 }}>
          {failed.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null,
    });
  }

  if (!steps.length) return null;
  return (
    <Dropdown
      disabled={!rows.length || busy}
      menu={{
        items: steps.map((s) => ({ key: s.key, label: `${s.label}（${rows.filter(s.applies).length}）`, disabled: !rows.some(s.applies) })),
        onClick: ({ key }) => {
          const step = steps.find((s) => s.key === key)!;
          modal.confirm({
            title: `确定对选中的 ${rows.filter(step.applies).length} 张${def.title}执行“${step.label}”？`,
            onOk: () => runAll(step),
          });
        },
      }}
    >
      <Button loading={busy} data-testid="bulk-actions">
        批量操作{rows.length ? `（已选 ${rows.length}）` : ''} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
