import { employeeEndpoints, employeeResource, LoginProviders, loginProviderLabels, type LoginProvider } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Table, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { callEndpoint } from '../../lib/endpoint.ts';
import { ResourcePage, useActions, type CellRenderer, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { searchFieldsOf } from '../../components/ResourcePage/search.ts';
import { useRowItems } from './useRowItems.ts';
import { loadUsers, toTreeData, unitNames, useUnitTree } from './api.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';

/** Terminal login methods of one employee: bind (card number, fingerprint or face key) and unbind. */
function LoginMethods({ employee, onClose }: { employee: ResourceRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ loginProvider: LoginProvider; providerKey: string }>();
  const { data, write } = useRowItems('employee-login', employee?.id, (id) => callEndpoint(employeeEndpoints.logins, { params: { id } }), form);
  return (
    <Modal title={`登录方式 - ${employee?.name ?? ''}`} open={!!employee} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Table
        size="small"
        rowKey="loginProvider"
        pagination={false}
        dataSource={data}
        columns={[
          { key: 'p', title: '登录方式', render: (_, r) => loginProviderLabels[r.loginProvider] },
          {
            key: 'a',
            title: '操作',
            width: 80,
            render: (_, r) => (
              <ConfirmLink confirm="确定解绑吗？" onConfirm={() => void write(() => callEndpoint(employeeEndpoints.unbindLogin, { params: { id: employee!.id }, query: { loginProvider: r.loginProvider } }), '解绑成功')}>解绑</ConfirmLink>
            ),
          },
        ]}
      />
      <Form form={form} layout="inline" style={{ marginTop: 16 }} onFinish={(v) => void write(() => callEndpoint(employeeEndpoints.bindLogin, { params: { id: employee!.id }, body: v }), '绑定成功')}>
        <Form.Item name="loginProvider" rules={[{ required: true, message: '请选择登录方式' }]}>
          <Select style={{ width: 140 }} placeholder="登录方式" options={LoginProviders.map((p) => ({ value: p, label: loginProviderLabels[p] }))} />
        </Form.Item>
        <Form.Item name="providerKey" rules={[{ required: true, whitespace: true, message: '请输入凭证' }]}>
          <Input style={{ width: 200 }} placeholder="卡号或识别码" maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit">绑定</Button>
      </Form>
    </Modal>
  );
}

/** /identity/employee: shop-floor people, their unit, wage type, account and terminal logins. */
export default function EmployeePage() {
  const { can } = useActions(employeeResource.permission);
  const { data: units = [] } = useUnitTree();
  const { data: accounts = [] } = useQuery({
    queryKey: ['identity', 'employee-accounts'],
    queryFn: () => loadUsers({ skipCount: 0, maxResultCount: 1000 }).then((r) => r.items),
    retry: false,
  });
  const [loginOf, setLoginOf] = useState<ResourceRow | null>(null);
  const names = useMemo(() => unitNames(units), [units]);
  const treeData = useMemo(() => toTreeData(units), [units]);
  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({ organizationUnitId: (v) => (v ? (names.get(String(v)) ?? '-') : '-') }),
    [names],
  );
  const extraColumns = useMemo(
    () => [{ key: 'unitName', title: '所属机构', width: 120, render: (_: unknown, r: ResourceRow) => names.get(String(r.organizationUnitId)) ?? '-' }],
    [names],
  );
  const searchFields = useMemo(
    () => searchFieldsOf(employeeResource).map((f) => (f.name === 'organizationUnitId' ? { name: f.name, label: f.label, type: 'treeSelect' as const, treeData } : f)),
    [treeData],
  );
  const inputs = useMemo(
    () => ({
      organizationUnitId: <TreeSelect allowClear treeDefaultExpandAll treeData={treeData} placeholder="请选择机构" listHeight={450} />,
      userId: <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="不关联" options={accounts.map((a) => ({ value: a.userId, label: `${a.name ?? ''}（${a.userName}）` }))} />,
    }),
    [treeData, accounts],
  );
  return (
    <>
      <ResourcePage
        def={employeeResource}
        renderers={renderers}
        extraColumns={extraColumns}
        searchFields={searchFields}
        inputs={inputs}
        rowActions={(row) =>
          can('edit') && (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setLoginOf(row)}>登录方式</Button>
            </Space>
          )
        }
      />
      <LoginMethods employee={loginOf} onClose={() => setLoginOf(null)} />
    </>
  );
}

