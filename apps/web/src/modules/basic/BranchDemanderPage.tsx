import { demanderResource } from '@al/contracts';
import { Card, Empty, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ResourcePage, useAllRows } from '../../components/ResourcePage/index.tsx';

/** /contacts/branch-demander: the branches (subsidiaries, project departments) of one demander. */
export default function BranchDemanderPage() {
  const { data } = useAllRows(demanderResource.basePath);
  const parents = useMemo(() => (data ?? []).filter((d) => !d.parentId), [data]);
  const [parentId, setParentId] = useState<string | null>(null);
  const chosen = parentId ?? (data?.find((d) => d.parentId)?.parentId as string | undefined) ?? null;
  const fixed = useMemo(() => (chosen ? { parentId: chosen } : undefined), [chosen]);
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space>
          <Typography.Text>上级需求方</Typography.Text>
          <Select
            style={{ width: 320 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={chosen}
            onChange={setParentId}
            placeholder="请选择上级需求方"
            options={parents.map((p) => ({ value: p.id, label: String(p.name) }))}
          />
        </Space>
      </Card>
      {fixed ? (
        <ResourcePage def={demanderResource} title="分支需求方" fixedFilters={fixed} defaultValues={fixed} />
      ) : (
        <Empty description="请选择上级需求方" />
      )}
    </>
  );
}
