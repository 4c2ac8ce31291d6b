import {
  editionTypeLabels,
  labelOptions,
  type Edition,
  type EditionInput,
  type EditionType,
  type FeatureNode,
} from '@al/contracts';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, Tree } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { saas } from './api.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { SaveModal, SortItem } from './SaveModal.tsx';
import { requiredText } from '../../lib/formRules.ts';

interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}
const toTree = (nodes: FeatureNode[]): TreeNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.displayName,
    children: n.children ? toTree(n.children) : undefined,
  }));

function FeaturesModal({ edition, onClose }: { edition: Edition; onClose(saved: boolean): void }) {
  const tree = useQuery({ queryKey: ['features'], queryFn: saas.features });
  const [checked, setChecked] = useState<string[]>(edition.featureIds);
  const tags = new Set((tree.data ?? []).map((t) => t.id));
  return (
    <Modal
      open
      title={`${edition.name} 包含的功能`}
      onCancel={() => onClose(false)}
      onOk={() =>
        void saas
          .setEditionFeatures(
            edition.id,
            checked.filter((id) => !tags.has(id)),
          )
          .then(() => {
            feedback.message.success('保存成功');
            onClose(true);
          })
      }
    >
      <Tree
        checkable
        defaultExpandAll
        treeData={toTree(tree.data ?? [])}
        checkedKeys={checked}
        onCheck={(k) => setChecked((Array.isArray(k) ? k : k.checked).map(String))}
      />
    </Modal>
  );
}

function EditionForm({ edition, onClose }: { edition: Edition | null; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<EditionInput>();
  return (
    <SaveModal
      title={edition ? '编辑版本' : '新增版本'}
      form={form}
      initialValues={edition ?? { editionType: 2, isFree: false, trialDays: 0, sort: 0 }}
      save={(v) => (edition ? saas.updateEdition(edition.id, { ...v, concurrencyStamp: edition.concurrencyStamp }) : saas.createEdition(v))}
      onClose={onClose}
    >
      <Form.Item name="name" label="版本名称" rules={requiredText('版本名称', 64)}>
        <Input />
      </Form.Item>
      <Form.Item name="editionType" label="版本类型" rules={[{ required: true }]}>
        <Select
          disabled={edition?.isStatic}
          options={labelOptions(editionTypeLabels)}
        />
      </Form.Item>
      <Form.Item name="isFree" label="免费" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="trialDays" label="试用天数">
        <InputNumber min={0} max={365} />
      </Form.Item>
      <SortItem />
    </SaveModal>
  );
}

/** /saas/edition: editions, their type and trial, and the features each grants. */
export default function EditionPage() {
  const qc = useQueryClient();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Edition | null | 'new'>(null);
  const [featuresOf, setFeaturesOf] = useState<Edition | null>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    setFeaturesOf(null);
    if (saved) {
      setReload((n) => n + 1);
      void qc.invalidateQueries({ queryKey: ['features'] });
    }
  };
  const columns: TableColumn<Edition>[] = [
    column('name', '版本名称', 160, (v: string, e) => (
      <>
        {v} {e.isStatic && <Tag>内置</Tag>}
      </>
    )),
    column('editionType', '版本类型', 120, (v: EditionType) => editionTypeLabels[v]),
    column('isFree', '免费', 80, (v: boolean) => (v ? '是' : '否')),
    column('trialDays', '试用天数', 90),
    column('featureIds', '功能数', 90, (v: string[]) => v.length),
    actionColumn(200, (e) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(e)}>
          编辑
        </Button>
        <Button type="link" size="small" onClick={() => setFeaturesOf(e)}>
          功能
        </Button>
        {!e.isStatic && <ConfirmLink confirm="确定删除该版本？" onConfirm={() => saas.deleteEdition(e.id).then(() => done(true))} />}
      </Space>
    )),
  ];
  return (
    <>
      <TableContainer<Edition>
        title="版本管理"
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            新增版本
          </Button>
        }
        columns={columns}
        rowKey="id"
        loader={() => saas.editions()}
        params={reload}
      />
      {editing && <EditionForm edition={editing === 'new' ? null : editing} onClose={done} />}
      {featuresOf && <FeaturesModal edition={featuresOf} onClose={done} />}
    </>
  );
}
