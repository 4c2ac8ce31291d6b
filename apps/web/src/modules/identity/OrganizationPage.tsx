import { IdentityPermissions, type MemberDto, type OrganizationUnitNode } from '@al/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, Modal, Popconfirm, Row, Select, Space, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { identity, identityKeys, loadMembers, useUnitTree } from './api.ts';
import { personColumns } from './columns.tsx';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';

type TreeNode = { key: string; title: string; children: TreeNode[]; unit: OrganizationUnitNode; selectable?: boolean };
const toNodes = (units: OrganizationUnitNode[]): TreeNode[] =>
  units.map((u) => ({ key: u.id, title: `${u.displayName}（${u.memberCount}）`, unit: u, children: toNodes(u.children) }));

function findUnit(units: OrganizationUnitNode[], id: string | null): OrganizationUnitNode | null {
  for (const u of units) {
    if (u.id === id) return u;
    const c = findUnit(u.children, id);
    if (c) return c;
  }
  return null;
}

/** /identity/organization: the unit tree (add, rename, drag to move, delete) and the members of the chosen unit. */
export default function OrganizationPage() {
  const { can } = useActions(IdentityPermissions.organizationUnits);
  const qc = useQueryClient();
  const { data: units = [] } = useUnitTree();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id?: string; parentId: string | null } | null>(null);
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const [form] = Form.useForm<{ displayName: string }>();
  const [memberForm] = Form.useForm<{ memberIds: string[] }>();
  const [candidates, setCandidates] = useState<MemberDto[]>([]);
  const unit = findUnit(units, selected);
  const nodes = useMemo(() => toNodes(units), [units]);

  const refresh = useCallback(() => {
    void qc.invalidateQueries({ queryKey: identityKeys.units });
    setVersion((v) => v + 1);
  }, [qc]);
  const write = useWrite(refresh);

  const openUnit = (e: { id?: string; parentId: string | null; displayName?: string }) => {
    form.resetFields();
    form.setFieldsValue({ displayName: e.displayName ?? '' });
    setEditing(e);
  };
  const saveUnit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    const body = { displayName: v.displayName, parentId: editing.parentId };
    const ok = await write(
      () => (editing.id ? identity.updateUnit(editing.id, body) : identity.createUnit(body)),
      editing.id ? '修改成功' : '新增成功',
    );
    if (ok) setEditing(null);
  };

  // Drag: dropping onto a node makes it the parent; between nodes, the target's parent.
  const onDrop: TreeProps<TreeNode>['onDrop'] = (info) => {
    const dragged = info.dragNode.unit;
    const target = info.node.unit;
    const parentId = info.dropToGap ? target.parentId : target.id;
    if (parentId === dragged.parentId) return;
    void write(() => identity.updateUnit(dragged.id, { displayName: dragged.displayName, parentId }), '移动成功');
  };

  const loader = useCallback(
    (p: LoadParams) =>
      selected ? identity.unitMembers(selected, p) : Promise.resolve({ items: [], totalCount: 0 }),
    [selected],
  );
  const openAddMembers = async () => {
    memberForm.resetFields();
    setCandidates((await loadMembers({ skipCount: 0, maxResultCount: 1000 })).items);
    setAdding(true);
  };
  const addMembers = async () => {
    const v = await memberForm.validateFields().catch(() => null);
    if (!v || !selected) return;
    if (await write(() => identity.addUnitMembers(selected, v.memberIds), '添加成功')) setAdding(false);
  };

  const columns: TableColumn<MemberDto>[] = [
    ...personColumns.filter((c) => c.key !== 'creationTime'),
    {
      key: 'action',
      title: '操作',
      width: 90,
      render: (_: unknown, m) =>
        can('edit') && (
          <ConfirmLink confirm="确定把该成员移出机构吗？" onConfirm={() => void write(() => identity.removeUnitMember(selected!, m.id), '移除成功')}>移除</ConfirmLink>
        ),
    },
  ];

  return (
    <Row gutter={12} data-testid="organization-page">
      <Col flex="340px">
        <Card
          size="small"
          title="组织机构"
          extra={
            can('add') && (
              <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => openUnit({ parentId: null })}>
                新增
              </Button>
            )
          }
        >
          {nodes.length ? (
            <Tree<TreeNode>
              treeData={nodes}
              defaultExpandAll
              draggable={can('edit') ? { icon: false } : false}
              onDrop={onDrop}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected((keys[0] as string) ?? null)}
            />
          ) : (
            <Empty description="暂无机构" />
          )}
          {unit && (
            <Space wrap style={{ marginTop: 12 }}>
              {can('add') && <Button size="small" onClick={() => openUnit({ parentId: unit.id })}>新增下级</Button>}
              {can('edit') && <Button size="small" onClick={() => openUnit({ id: unit.id, parentId: unit.parentId, displayName: unit.displayName })}>重命名</Button>}
              {can('delete') && (
                <Popconfirm title={`确定删除“${unit.displayName}”吗？`} okText="确定" cancelText="取消" onConfirm={() => void write(() => identity.deleteUnit(unit.id), '删除成功').then((ok) => ok && setSelected(null))}>
                  <Button size="small" danger>删除</Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </Card>
      </Col>
      <Col flex="auto">
        {unit ? (
          <TableContainer<MemberDto>
            title={<Typography.Text strong>{unit.displayName} 的成员</Typography.Text>}
            rowKey="id"
            columns={columns}
            loader={loader}
            params={selected}
            reloadKey={version}
            extra={can('edit') && <Button type="primary" onClick={() => void openAddMembers()}>添加成员</Button>}
          />
        ) : (
          <Card><Empty description="请在左侧选择机构" /></Card>
        )}
      </Col>
      <Modal title={editing?.id ? '编辑机构' : '新增机构'} open={!!editing} onCancel={() => setEditing(null)} onOk={() => void saveUnit()} okText="确定" cancelText="取消" forceRender>
        <Form form={form} data-testid="unit-form" style={{ marginTop: 16 }}>
          <Form.Item name="displayName" label="机构名称" rules={[{ required: true, whitespace: true, message: '请输入机构名称' }, { max: 64, message: '机构名称长度不能超过64个字符' }]}>
            <Input placeholder="请输入机构名称" maxLength={64} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal title="添加成员" open={adding} onCancel={() => setAdding(false)} onOk={() => void addMembers()} okText="确定" cancelText="取消" forceRender>
        <Form form={memberForm} style={{ marginTop: 16 }}>
          <Form.Item name="memberIds" label="成员" rules={[{ required: true, message: '请选择成员' }]}>
            <Select mode="multiple" optionFilterProp="label" placeholder="请选择成员" options={candidates.map((m) => ({ value: m.id, label: `${m.name ?? ''}（${m.userName}）` }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
