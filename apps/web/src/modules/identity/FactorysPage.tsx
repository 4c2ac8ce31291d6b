import { factoryEndpoints, factoryResource } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { ResourcePage, useActions, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { useRowItems } from './useRowItems.ts';
import { loadUsers } from './api.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { column } from '../../components/TableContainer/index.tsx';

const base = factoryResource.basePath;

/** The people assigned to a factory (who may switch to it); add from the space's users, remove. */
function FactoryPeople({ factory, onClose }: { factory: ResourceRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ userIds: string[] }>();
  const { data, write } = useRowItems('factory-users', factory?.id, (id) => callEndpoint(factoryEndpoints.users, { params: { id } }), form);
  const { data: users = [] } = useQuery({ queryKey: ['identity', 'factory-candidates'], queryFn: () => loadUsers({ skipCount: 0, maxResultCount: 1000 }).then((r) => r.items), enabled: !!factory });
  return (
    <Modal title={`工厂人员 - ${factory?.name ?? ''}`} open={!!factory} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Form form={form} layout="inline" style={{ marginBottom: 12 }} onFinish={(v) => void write(() => callEndpoint(factoryEndpoints.addUsers, { params: { id: factory!.id }, body: v }), '添加成功')}>
        <Form.Item name="userIds" rules={[{ required: true, message: '请选择人员' }]} style={{ flex: 1 }}>
          <Select mode="multiple" optionFilterProp="label" placeholder="请选择人员" options={users.map((u) => ({ value: u.userId, label: `${u.name ?? ''}（${u.userName}）` }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">添加</Button>
      </Form>
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={data}
        columns={[
          column('userName', '用户名'),
          column('name', '姓名'),
          {
            key: 'a',
            title: '操作',
            width: 80,
            render: (_, r) => (
              <ConfirmLink confirm="确定移出该工厂吗？" onConfirm={() => void write(() => callEndpoint(factoryEndpoints.removeUser, { params: { id: factory!.id, userId: r.userId } }), '移除成功')}>移除</ConfirmLink>
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** /identity/factorys: the space's factories and who works in each. */
export default function FactorysPage() {
  const { can } = useActions(factoryResource.permission);
  const [peopleOf, setPeopleOf] = useState<ResourceRow | null>(null);
  const { data: all = [] } = useQuery({
    queryKey: [base, 'parents'],
    queryFn: () => http.get<{ items: ResourceRow[] }>(base, { maxResultCount: 1000 }).then((r) => r.items),
  });
  const names = useMemo(() => new Map(all.map((f) => [f.id, String(f.name)])), [all]);
  const inputs = useMemo(
    () => ({ parentId: <Select allowClear placeholder="无上级工厂" options={all.map((f) => ({ value: f.id, label: String(f.name) }))} /> }),
    [all],
  );
  const extraColumns = useMemo(
    () => [{ key: 'parentName', title: '上级工厂', width: 120, render: (_: unknown, r: ResourceRow) => (r.parentId ? (names.get(String(r.parentId)) ?? '-') : '-') }],
    [names],
  );
  return (
    <>
      <ResourcePage
        def={factoryResource}
        inputs={inputs}
        extraColumns={extraColumns}
        rowActions={(row) =>
          can('edit') && (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setPeopleOf(row)}>人员</Button>
            </Space>
          )
        }
      />
      <FactoryPeople factory={peopleOf} onClose={() => setPeopleOf(null)} />
    </>
  );
}
