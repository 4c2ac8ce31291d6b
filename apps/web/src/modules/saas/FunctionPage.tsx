import type { FeatureInput, FeatureNode } from '@al/contracts';
import {
  Button,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Tag,
  TreeSelect,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { saas } from './api.ts';
import { SaveModal, SortItem } from './SaveModal.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { requiredText } from '../../lib/formRules.ts';

function FeatureForm({
  feature,
  parentId,
  tags,
  onClose,
}: {
  feature: FeatureNode | null;
  parentId: string | null;
  tags: FeatureNode[];
  onClose(saved: boolean): void;
}) {
  const [form] = Form.useForm<FeatureInput>();
  const perms = useQuery({ queryKey: ['permission-catalogue'], queryFn: saas.permissions });
  const save = (v: FeatureInput) => {
    const body = { ...v, parentId: v.parentId ?? null, permissionNames: v.permissionNames ?? [] };
    return feature
      ? saas.updateFeature(feature.id, { ...body, concurrencyStamp: feature.concurrencyStamp })
      : saas.createFeature(body);
  };
  return (
    <SaveModal
      width={640}
      title={feature ? '编辑功能' : '新增功能'}
      form={form}
      initialValues={feature ?? { parentId, isCharged: false, sort: 0, permissionNames: [] }}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="parentId" label="功能标签" extra="不选即为功能标签">
        <Select
          allowClear
          options={tags
            .filter((t) => t.id !== feature?.id)
            .map((t) => ({ value: t.id, label: t.displayName }))}
        />
      </Form.Item>
      <Form.Item name="name" label="功能编码" rules={requiredText('功能编码', 128)}>
        <Input />
      </Form.Item>
      <Form.Item name="displayName" label="功能名称" rules={requiredText('功能名称', 128)}>
        <Input />
      </Form.Item>
      <Form.Item name="permissionNames" label="授予的权限">
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_CHILD}
          maxTagCount={8}
          treeData={(perms.data ?? []).map((g) => ({
            value: `group:${g.name}`,
            title: g.displayName,
            selectable: false,
            children: g.permissions.map((p) => ({ value: p.name, title: `${p.displayName}（${p.name}）` })),
          }))}
        />
      </Form.Item>
      <Form.Item name="isCharged" label="收费" valuePropName="checked">
        <Switch />
      </Form.Item>
      <SortItem />
    </SaveModal>
  );
}

/** /service/function: the feature tree (tags with their features) and the permissions each feature grants. */
export default function FunctionPage() {
  const tree = useQuery({ queryKey: ['features'], queryFn: saas.features });
  const [editing, setEditing] = useState<{ feature: FeatureNode | null; parentId: string | null } | null>(
    null,
  );
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void tree.refetch();
  };
  const tags = tree.data ?? [];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ feature: null, parentId: null })}>
          新增功能标签
        </Button>
      </Space>
      <QueryTable<FeatureNode>
        query={tree}
        rows={tags}
        rowKey="id"
        size="middle"
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          column('displayName', '功能名称', (v: string, f) => (
            <>
              {v} {!f.parentId && <Tag color="purple">标签</Tag>}
            </>
          )),
          column('name', '功能编码'),
          column('permissionNames', '权限数', 90, (v: string[], f) => (f.parentId ? v.length : '')),
          column('isCharged', '收费', 80, (v: boolean, f) => (
            f.parentId ? v ? <Tag color="gold">收费</Tag> : '否' : ''
          )),
          {
            key: 'actions',
            title: '操作',
            width: 220,
            render: (_: unknown, f) => (
              <Space size={0}>
                {!f.parentId && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing({ feature: null, parentId: f.id })}
                  >
                    新增功能
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ feature: { ...f, children: undefined }, parentId: f.parentId })}
                >
                  编辑
                </Button>
                <ConfirmLink confirm="确定删除？" onConfirm={() => saas.deleteFeature(f.id).then(() => done(true))} />
              </Space>
            ),
          },
        ]}
      />
      {editing && <FeatureForm {...editing} tags={tags} onClose={done} />}
    </>
  );
}
