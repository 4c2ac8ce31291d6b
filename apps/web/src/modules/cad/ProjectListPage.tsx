import { PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import {
  labelOptions,
  PROJECT_MODAL,
  produceStateLabels,
  projectStatusLabels,
  projectTypeLabels,
  type ProjectListItem,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Image,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/notify.ts';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { actionColumn, column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { cad } from './api.ts';
import { DeleteLink } from './DeleteLink.tsx';
import { area, ProjectStatusTag } from './tags.tsx';
import { requiredText } from '../../lib/formRules.ts';
import { useFilters } from '../../components/hooks/useList.ts';

const fields: SearchField[] = [
  { name: 'filter', label: '关键字', type: 'input', placeholder: '项目名称 / 编号 / 客户', history: true },
  { name: 'projectType', label: '项目类型', type: 'select', options: labelOptions(projectTypeLabels) },
  {
    name: 'projectStatus',
    label: '项目状态',
    type: 'select',
    multiple: true,
    options: labelOptions(projectStatusLabels),
  },
  {
    name: 'produceState',
    label: '生产状态',
    type: 'select',
    multiple: true,
    options: labelOptions(produceStateLabels),
  },
  {
    name: 'projectTimeType',
    label: '时间类型',
    type: 'select',
    options: [
      { value: 1, label: '创建时间' },
      { value: 2, label: '下单日期' },
      { value: 3, label: '交货日期' },
    ],
  },
  { name: 'range', label: '时间范围', type: 'dateRangePicker', noDefault: true },
];

/** Search values to the list query: multi-selects become a bitmask sum (DOMAIN §0.4). */
function toQuery(v: SearchValues) {
  const sum = (x: unknown) =>
    Array.isArray(x) && x.length ? (x as number[]).reduce((a, b) => a | b, 0) : undefined;
  const range = v.range as string[] | undefined;
  return {
    filter: v.filter as string | undefined,
    projectType: v.projectType as number | undefined,
    projectStatus: sum(v.projectStatus),
    produceState: sum(v.produceState),
    projectTimeType: v.projectTimeType as number | undefined,
    beginTime: range?.[0],
    endTime: range?.[1],
  };
}

interface CreateValues {
  name: string;
  code?: string;
  demandSide?: string;
  projectType: 1 | 2;
  orderTime: Dayjs;
  deliveryDate: Dayjs;
  packingPrefix?: string;
  batchNo?: string;
  coverImage?: string;
}

/** Uploads the cover picture through the file store and keeps its signed link. */
function CoverInput({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      {value && <Image src={value} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          cad
            .uploadImage(file)
            .then((f) => onChange?.(f.url))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy}>{value ? '更换封面' : '上传封面'}</Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.(undefined)}>
          移除
        </Button>
      )}
    </Space>
  );
}

/** The earliest order date the modal offers (spec 02 §9) and the look-back cutoff for new projects. */
const disabledOrderDate = (d: Dayjs) =>
  d.isBefore(dayjs(PROJECT_MODAL.earliestDate)) ||
  d.isBefore(dayjs().subtract(PROJECT_MODAL.cutoffDays, 'day'));

function CreateProjectModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (p: ProjectListItem) => void;
}) {
  const [form] = Form.useForm<CreateValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const p = await cad.createProject({
        name: v.name,
        code: v.code || null,
        demandSide: v.demandSide || null,
        projectType: v.projectType,
        orderTime: v.orderTime.format('YYYY-MM-DD'),
        deliveryDate: v.deliveryDate.format('YYYY-MM-DD'),
        packingPrefix: v.packingPrefix || null,
        coverImage: v.coverImage || null,
        batches: [{ batchNo: v.batchNo || '第1批', deliveryDate: v.deliveryDate.format('YYYY-MM-DD') }],
      });
      feedback.message.success('新增成功');
      form.resetFields();
      onCreated(p);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="新建项目"
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="project-form"
        initialValues={{
          projectType: 1,
          orderTime: dayjs(),
          deliveryDate: dayjs().add(30, 'day'),
          batchNo: '第1批',
        }}
      >
        <Form.Item name="name" label="项目名称" rules={requiredText('项目名称', 100)} validateTrigger="onBlur">
          <Input />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="code" label="项目编号" style={{ flex: 1 }} tooltip="留空则自动生成">
            <Input placeholder="自动生成" />
          </Form.Item>
          <Form.Item name="demandSide" label="客户" style={{ flex: 1, marginLeft: 12 }}>
            <Input />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="projectType" label="项目类型" style={{ flex: 1 }}>
            <Select options={labelOptions(projectTypeLabels)} />
          </Form.Item>
          <Form.Item
            name="packingPrefix"
            label="打包前缀"
            style={{ flex: 1, marginLeft: 12 }}
            rules={[{ max: 8, message: '打包前缀长度不能超过8个字符' }]}
          >
            <Input />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item
            name="orderTime"
            label="下单日期"
            rules={[{ required: true, message: '下单日期不能为空' }]}
            style={{ flex: 1 }}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={disabledOrderDate} />
          </Form.Item>
          <Form.Item
            name="deliveryDate"
            label="交货日期"
            dependencies={['orderTime']}
            style={{ flex: 1, marginLeft: 12 }}
            rules={[
              { required: true, message: '交货日期不能为空' },
              ({ getFieldValue }) => ({
                validator: (_, v: Dayjs | undefined) =>
                  v && getFieldValue('orderTime') && v.isBefore(getFieldValue('orderTime'), 'day')
                    ? Promise.reject(new Error('交货日期不能早于下单日期'))
                    : Promise.resolve(),
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="coverImage" label="封面图">
          <CoverInput />
        </Form.Item>
        <Form.Item name="batchNo" label="首个批次" rules={[{ max: 32 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The CAD figures of the factory at a glance (GET /api/cad/dashboard/head-info). */
function HeadInfo() {
  const info = useQuery({ queryKey: ['cad', 'head-info'], queryFn: () => cad.headInfo() });
  const h = info.data;
  if (!h) return null;
  const items: [string, number | string][] = [
    ['在建项目', h.projectCount],
    ['生产中', h.producingCount],
    ['本月新项目', h.monthProjectCount],
    ['7天内交货', h.dueIn7Days],
    ['产品件数', h.productAmount],
    ['未排版件数', h.notNestingAmount],
    ['展开面积(㎡)', h.unfoldArea.toFixed(2)],
    ['转换中 / 失败图纸', `${h.convertingFiles} / ${h.failedFiles}`],
  ];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="cad-head-info">
      <Row gutter={16}>
        {items.map(([title, value]) => (
          <Col key={title} flex="1 0 120px">
            <Statistic title={title} value={value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** /cad/project: projects of the current factory with the spec's filters, status tags and cover images. */
export default function ProjectListPage() {
  return <ProjectList title="项目列表" />;
}

export function ProjectList({ favorite, title }: { favorite?: boolean; title: string }) {
  const navigate = useNavigate();
  const { filters: query, setFilters: setQuery, searches } = useFilters(toQuery({}));
  const [version, setVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  // a write bumps version, which reloads the list's page
  const reload = () => setVersion((v) => v + 1);
  const loader = useCallback(
    (p: LoadParams) => cad.projects({ ...p, ...query, favorite: favorite ? 'true' : undefined }),
    [query, favorite],
  );
  const open = (p: ProjectListItem) => navigate(`/cad/project-detail?id=${p.id}`);

  const columns: TableColumn<ProjectListItem>[] = [
    {
      key: 'coverImage',
      title: '封面',
      width: 84,
      render: (_, p) =>
        p.coverImage ? (
          <Image src={p.coverImage} width={60} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <div
            style={{
              width: 60,
              height: 40,
              borderRadius: 4,
              background: 'linear-gradient(135deg,#e6e9f5,#c9d1ea)',
              display: 'grid',
              placeItems: 'center',
              color: '#556',
              fontSize: 12,
            }}
          >
            {p.name.slice(0, 2)}
          </div>
        ),
    },
    {
      key: 'name',
      title: '项目名称',
      width: 220,
      render: (_, p) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            aria-label={p.isFavorite ? '取消收藏' : '收藏'}
            icon={p.isFavorite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={() => cad.favorite(p.id).then(reload)}
          />
          <Typography.Link onClick={() => open(p)}>{p.name}</Typography.Link>
        </Space>
      ),
    },
    { ...column('code', '项目编号', 130), sorter: true },
    column('demandSide', '客户', 160),
    column('displayBatch', '当前批次', 90),
    { key: 'projectType', title: '类型', width: 70, render: (_, p) => projectTypeLabels[p.projectType] },
    {
      key: 'projectStatus',
      title: '项目状态',
      width: 120,
      render: (_, p) => <ProjectStatusTag status={p.projectStatus} forced={p.statusOverride !== null} />,
    },
    {
      key: 'produceState',
      title: '生产状态',
      width: 90,
      render: (_, p) => produceStateLabels[p.produceState],
    },
    column('kindAmount', '产品种类', 90),
    column('productAmount', '产品件数', 90),
    column('notNestingAmount', '未排版', 80),
    column('mainProductAmount', '主板', 70),
    column('partProductAmount', '零件', 70),
    { key: 'unfoldArea', title: '展开面积', width: 110, render: (_, p) => area(p.unfoldArea) },
    { ...column('orderTime', '下单日期', 110), sorter: true },
    { ...column('deliveryDate', '交货日期', 110), sorter: true },
    actionColumn(130, (p) => (
      <Space size={4}>
        <Typography.Link onClick={() => open(p)}>详情</Typography.Link>
        <DeleteLink confirm={`确认删除项目“${p.name}”？`} remove={() => cad.deleteProject(p.id)} reload={reload} />
      </Space>
    )),
  ];

  return (
    <div data-testid="project-list">
      {!favorite && <HeadInfo />}
      <SearchBar
        fields={fields}
        onSearch={(v) => setQuery(toQuery(v))}
        onReset={() => setQuery(toQuery({}))}
      />
      <TableContainer<ProjectListItem>
        title={title}
        rowKey="id"
        columns={columns}
        loader={loader}
        params={query}
        reloadKey={[version, searches]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建项目
          </Button>
        }
      />
      <CreateProjectModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(p) => {
          setCreating(false);
          reload();
          open(p);
        }}
      />
    </div>
  );
}
