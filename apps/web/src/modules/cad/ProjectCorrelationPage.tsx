import { labelOptions, projectRelationTypeLabels, type RelatedProjectItem } from '@al/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/notify.ts';
import type { ProjectDetail } from './api.ts';
import { RemarkItem } from './formItems.tsx';
import { projectLinks } from './linksApi.ts';
import { ProjectPicker } from './ProjectPicker.tsx';
import { ProjectScope } from './ProjectScope.tsx';
import { area, ProjectStatusTag } from './tags.tsx';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

const typeOptions = labelOptions(projectRelationTypeLabels);

/** /cad/project-correlation: projects linked to this one (follow-up orders, repairs, the same site). */
export default function ProjectCorrelationPage() {
  return <ProjectScope title="项目关联">{(p) => <Correlation project={p} />}</ProjectScope>;
}

interface LinkForm {
  relatedProjectId: string;
  relationType: number;
  remark?: string;
}

function Correlation({ project }: { project: ProjectDetail }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = ['cad', 'correlation', project.id];
  const data = useQuery({ queryKey: key, queryFn: () => projectLinks.correlation(project.id) });
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<LinkForm>();
  const relate = useMutation({
    mutationFn: (v: LinkForm) => projectLinks.relate(project.id, v),
    onSuccess: (d) => {
      qc.setQueryData(key, d);
      setOpen(false);
      feedback.message.success('关联成功');
    },
  });
  const unrelate = useMutation({
    mutationFn: projectLinks.unrelate,
    onSuccess: () => {
      feedback.message.success('已取消关联');
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  const openLink = (relatedProjectId?: string) => {
    form.setFieldsValue({ relatedProjectId, relationType: 1, remark: undefined });
    setOpen(true);
  };
  const columns = (linked: boolean) => [
    {
      key: 'name',
      title: '项目名称',
      render: (_: unknown, r: RelatedProjectItem) => (
        <a onClick={() => navigate(`/cad/project-detail?id=${r.projectId}`)}>{r.name}</a>
      ),
    },
    column('code', '项目编号', 140),
    ...(linked
      ? [
          {
            key: 'type',
            title: '关联类型',
            width: 100,
            render: (_: unknown, r: RelatedProjectItem) => <Tag color="blue">{projectRelationTypeLabels[r.relationType ?? 1]}</Tag>,
          },
        ]
      : []),
    { key: 'customer', title: '客户', dataIndex: 'demandSide', width: 140 },
    {
      key: 'status',
      title: '项目状态',
      width: 110,
      render: (_: unknown, r: RelatedProjectItem) => <ProjectStatusTag status={r.projectStatus} />,
    },
    { key: 'batches', title: '批次', dataIndex: 'batchCount', width: 70 },
    { key: 'pieces', title: '件数', dataIndex: 'productAmount', width: 80 },
    { key: 'area', title: '展开面积', width: 110, render: (_: unknown, r: RelatedProjectItem) => area(r.unfoldArea) },
    { key: 'delivery', title: '交货日期', dataIndex: 'deliveryDate', width: 110 },
    ...(linked ? [{ ...column('remark', '备注'), ellipsis: true }] : []),
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (_: unknown, r: RelatedProjectItem) =>
        linked ? (
          <ConfirmLink confirm={`取消与“${r.name}”的关联？`} onConfirm={() => unrelate.mutate(r.relationId!)}>取消关联</ConfirmLink>
        ) : (
          <Button type="link" size="small" onClick={() => openLink(r.projectId)}>
            关联
          </Button>
        ),
    },
  ];
  return (
    <>
      <Card
        type="inner"
        title="已关联的项目"
        extra={
          <Button type="primary" onClick={() => openLink()}>
            关联项目
          </Button>
        }
        style={{ marginBottom: 12 }}
      >
        <QueryTable<RelatedProjectItem>
          query={data}
          rowKey={(r) => r.relationId ?? r.projectId}
          pagination={false}
          columns={columns(true)}
          data-testid="related-table"
        />
      </Card>
      <Card type="inner" title="同一客户的其他项目">
        <QueryTable<RelatedProjectItem>
          query={data}
          rows={data.data?.suggestions}
          rowKey="projectId"
          pagination={false}
          columns={columns(false)}
          data-testid="suggested-table"
        />
      </Card>
      <Modal
        title="关联项目"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: relate.isPending }}
        width={480}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => relate.mutate(v)}>
          <Form.Item name="relatedProjectId" label="项目" rules={[{ required: true, message: '请选择项目' }]}>
            <RelatedPicker names={new Map((data.data?.suggestions ?? []).map((r) => [r.projectId, r.name]))} />
          </Form.Item>
          <Form.Item name="relationType" label="关联类型" rules={[{ required: true, message: '请选择关联类型' }]}>
            <Select options={typeOptions} />
          </Form.Item>
          <RemarkItem />
        </Form>
      </Modal>
    </>
  );
}

/** The project modal as a form control; a project taken from the suggestions shows its name. */
function RelatedPicker({
  value,
  onChange,
  names,
}: {
  value?: string;
  onChange?: (id: string) => void;
  names: Map<string, string>;
}) {
  const [picked, setPicked] = useState<string>();
  const name = value && value !== picked ? names.get(value) : undefined;
  return (
    <span>
      <ProjectPicker
        value={value}
        onChange={(id) => {
          setPicked(id);
          onChange?.(id);
        }}
      />
      {name ? <Tag style={{ marginLeft: 8 }}>{name}</Tag> : null}
    </span>
  );
}
