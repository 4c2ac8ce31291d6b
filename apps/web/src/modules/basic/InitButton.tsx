import type { AddRowsEndpoint, AnyResourceDef } from '@al/contracts';
import { Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/endpoint.ts';
import { feedback } from '../../lib/notify.ts';
import { resourceKeys, useActions } from '../../components/ResourcePage/index.tsx';

/** A POST that adds standard rows (初始化, 同步平台规则), then refreshes the lists it touches. */
export function InitButton({ endpoint, label, defs }: { endpoint: AddRowsEndpoint; label: string; defs: AnyResourceDef[] }) {
  const { can } = useActions(defs[0]!.permission);
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!can('add')) return null;
  return (
    <Popconfirm
      title={`确定${label}吗？已有的同名数据不会改动。`}
      okText="确定"
      cancelText="取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const res = await callEndpoint(endpoint);
          feedback.message.success(res.message ?? `已添加${res.totalCount}条`);
          await Promise.all(defs.map((d) => qc.invalidateQueries({ queryKey: resourceKeys.all(d) })));
        } catch {
          // the request client has shown the reason
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button loading={busy}>{label}</Button>
    </Popconfirm>
  );
}
