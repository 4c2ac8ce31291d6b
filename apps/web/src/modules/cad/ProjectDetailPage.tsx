import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  labelOptions,
  normalStateLabels,
  produceStateLabels,
  projectStatusLabels,
  projectTypeLabels,
  type BatchItem,
} from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTabParam } from '../../lib/contentSize.ts';
import { feedback } from '../../lib/notify.ts';
import { cad, type ProjectDetail } from './api.ts';
import { useProject } from './useProject.ts';
import { ReasonItem } from './formItems.tsx';
import { ProductTable } from './ProductTable.tsx';
import { FilesTab } from './FilesTab.tsx';
import { ProjectActions } from './ProjectActions.tsx';
import { LogsTable } from './LogsTable.tsx';
import { area, ProjectStatusTag } from './tags.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { requiredText } from '../../lib/formRules.ts';
import { column } from '../../components/TableContainer/index.tsx';

const LABEL_SIZES = [
  { key: '60x40', label: '60×40 mm 标签' },
  { key: '100x70', label: '100×70 mm 标签' },
];

function BatchesTab({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ batchNo: string; elevation?: string; deliveryDate: string }>();
  const add = async () => {
    const v = await form.validateFields();
    await cad.addBatch(project.id, {
      batchNo: v.batchNo,
      elevation: v.elevation || null,
      deliveryDate: project.deliveryDate,
    });
    feedback.message.success('新增成功');
    setAdding(false);
    form.resetFields();
    onChanged();
  };
  return (
    <>
      <Table<BatchItem>
        size="small"
        rowKey="id"
        dataSource={project.batches}
        pagination={false}
        columns={[
          column('batchNo', '批次'),
          column('elevation', '立面/楼层'),
          { key: 'status', title: '状态', render: (_, b) => <ProjectStatusTag status={b.status} /> },
          column('kindAmount', '产品种类'),
          column('productAmount', '件数'),
          { key: 'unfoldArea', title: '展开面积', render: (_, b) => area(b.unfoldArea) },
          column('deliveryDate', '交货日期'),
          {
            key: 'labels',
            title: '标签',
            render: (_, b) => (
              <Dropdown
                menu={{ items: LABEL_SIZES, onClick: ({ key }) => void cad.labels({ batchId: b.id }, key) }}
              >
                <Button size="small" icon={<PrinterOutlined />}>
                  打印标签
                </Button>
              </Dropdown>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 12 }} onClick={() => setAdding(true)}>
        新增批次
      </Button>
      <Modal title="新增批次" open={adding} onOk={add} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="batchNo" label="批次号" rules={requiredText('批次号', 32)}>
            <Input />
          </Form.Item>
          <Form.Item name="elevation" label="立面/楼层">
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function StatisticsTab({ projectId }: { projectId: string }) {
  const stats = useQuery({
    queryKey: ['cad', 'stats', projectId],
    queryFn: () => cad.statistics({ projectId }),
  });
  return (
    <QueryTable
      query={stats}
      rowKey={(r) => `${r.material}-${r.thickness}`}
      pagination={false}
      columns={[
        column('material', '材质'),
        column('thickness', '厚度(mm)'),
        column('kindAmount', '产品种类'),
        column('productAmount', '件数'),
        { key: 'unfoldArea', title: '展开面积', render: (_, r) => area(r.unfoldArea) },
        { key: 'cutLength', title: '切割长度(m)', render: (_, r) => (r.cutLength / 1000).toFixed(1) },
      ]}
      summary={() =>
        stats.data ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3}>{stats.data.productAmount}</Table.Summary.Cell>
            <Table.Summary.Cell index={4}>{area(stats.data.unfoldArea)}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

function StatusOverride({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ projectStatus: number; reason: string }>();
  const submit = async () => {
    const v = await form.validateFields();
    await cad.setStatus(project.id, v.projectStatus, v.reason);
    feedback.message.success('状态已修改');
    setOpen(false);
    onChanged();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>强制状态</Button>
      {project.statusOverride !== null || project.projectStatus === 64 ? (
        <Button onClick={() => cad.recover(project.id).then(onChanged)}>恢复（按事实重算）</Button>
      ) : null}
      <Modal
        title="强制设置项目状态"
        open={open}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="projectStatus"
            label="项目状态"
            rules={[{ required: true, message: '请选择项目状态' }]}
          >
            <Select
              options={labelOptions(projectStatusLabels)}
            />
          </Form.Item>
          <ReasonItem rows={3} />
        </Form>
      </Modal>
    </>
  );
}

/** /cad/project-detail?id=: batches, drawing files with upload and conversion progress, products, statistics, logs. */
export default function ProjectDetailPage() {
  const id = useTabParam('id') ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const project = useProject(id);
  const [productVersion, setProductVersion] = useState(0);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['cad'] });
    setProductVersion((v) => v + 1);
  };
  if (!id) return <Empty description="请从项目列表打开项目" />;
  const p = project.data;
  if (!p) return <Card loading />;
  return (
    <div data-testid="project-detail">
      <Card
        title={
          <Space>
            <span>{p.name}</span>
            <ProjectStatusTag status={p.projectStatus} forced={p.statusOverride !== null} />
          </Space>
        }
        extra={
          <Space>
            <StatusOverride project={p} onChanged={refresh} />
            <ProjectActions project={p} onChanged={refresh} />
            <Button
              icon={<DownloadOutlined />}
              onClick={() => cad.exportProducts({ projectId: p.id, maxResultCount: 1000 })}
            >
              导出产品
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => cad.downloadUnfold({ projectId: p.id })}>
              下载展开图
            </Button>
            <Button onClick={() => navigate(`/cad/project-process?id=${p.id}`)}>项目工序</Button>
            <Button onClick={() => navigate(`/cad/project-paint-setting?id=${p.id}`)}>油漆设置</Button>
            <Button onClick={() => navigate(`/cad/project-correlation?id=${p.id}`)}>关联项目</Button>
            <Button onClick={() => navigate(`/cad/project-log?id=${p.id}`)}>项目日志</Button>
          </Space>
        }
        style={{ marginBottom: 12 }}
      >
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="项目编号">{p.code}</Descriptions.Item>
          <Descriptions.Item label="客户">{p.demandSide ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="类型">{projectTypeLabels[p.projectType]}</Descriptions.Item>
          <Descriptions.Item label="生产状态">{produceStateLabels[p.produceState]}</Descriptions.Item>
          <Descriptions.Item label="下单日期">{p.orderTime}</Descriptions.Item>
          <Descriptions.Item label="交货日期">{p.deliveryDate}</Descriptions.Item>
          <Descriptions.Item label="打包前缀">{p.packingPrefix ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="状态">{normalStateLabels[p.normalState]}</Descriptions.Item>
          <Descriptions.Item label="产品种类">{p.kindAmount}</Descriptions.Item>
          <Descriptions.Item label="产品件数">
            <span data-testid="project-pieces">{p.productAmount}</span>
          </Descriptions.Item>
          <Descriptions.Item label="展开面积">
            <span data-testid="project-area">{area(p.unfoldArea)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="工地">{p.siteAddress ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          defaultActiveKey="files"
          items={[
            { key: 'batches', label: '批次', children: <BatchesTab project={p} onChanged={refresh} /> },
            { key: 'files', label: '图纸文件', children: <FilesTab project={p} onConverted={refresh} /> },
            {
              key: 'products',
              label: '产品',
              children: <ProductTable filter={{ projectId: p.id }} version={productVersion} />,
            },
            { key: 'statistics', label: '展开统计', children: <StatisticsTab projectId={p.id} /> },
            { key: 'logs', label: '日志', children: <LogsTable projectId={p.id} /> },
          ]}
        />
      </Card>
    </div>
  );
}
