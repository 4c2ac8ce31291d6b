import { tenantWebEndpoints as ep, webCaseResource, webMonitorResource, webSmallProgramResource, type FieldDef, type Introducte } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';
import { http } from '../../lib/request.ts';
import { callEndpoint, useEndpoint } from '../../lib/endpoint.ts';
import { feedback } from '../../lib/notify.ts';
import { requiredText } from '../../lib/formRules.ts';

/** /web/introducte: the enterprise name and introduction of the website, and its case presentations. */
export function IntroductePage() {
  const [form] = Form.useForm<Introducte>();
  const navigate = useNavigate();
  const q = useEndpoint(ep.introducte, {});
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  return (
    <Card
      title="企业介绍"
      extra={<Button onClick={() => navigate('/web/case-presentation')}>案例展示</Button>}
      loading={q.isLoading}
    >
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={(v) =>
          void callEndpoint(ep.saveIntroducte, { body: v }).then(() => feedback.message.success('保存成功'))
        }
      >
        <Form.Item name="enterpriseName" label="企业名称" rules={requiredText('企业名称', 100)}>
          <Input />
        </Form.Item>
        <Form.Item name="enterpriseIntroduction" label="企业介绍" rules={[{ max: 5000 }]}>
          <Input.TextArea rows={8} showCount maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
      </Form>
    </Card>
  );
}

export const CasePresentationPage = () => <ResourcePage def={webCaseResource} />;

function Ys7Setting() {
  const [form] = Form.useForm<{ appKey: string; appSecret?: string }>();
  const q = useEndpoint(ep.ys7, {});
  useEffect(() => {
    if (q.data) form.setFieldsValue({ appKey: q.data.appKey });
  }, [q.data, form]);
  return (
    <Card size="small" title="萤石云设置" style={{ marginBottom: 12 }}>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) =>
          void callEndpoint(ep.saveYs7, { body: v }).then(() => {
            feedback.message.success('保存成功');
            form.setFieldValue('appSecret', '');
            void q.refetch();
          })
        }
      >
        <Form.Item
          name="appKey"
          label="AppKey"
          rules={[{ required: true, whitespace: true, message: 'AppKey不能为空' }]}
        >
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="appSecret" label="AppSecret">
          <Input.Password
            style={{ width: 260 }}
            placeholder={q.data?.secretSet ? '已设置，留空则不修改' : ''}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
      </Form>
    </Card>
  );
}

export const MonitorPage = () => <ResourcePage def={webMonitorResource} header={<Ys7Setting />} />;
export const SmallProgramPage = () => <ResourcePage def={webSmallProgramResource} />;

/** /web/small-program-detail?id=. */
export function SmallProgramDetailPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id');
  const q = useQuery({
    queryKey: ['small-program', id],
    queryFn: () => http.get<Record<string, unknown>>(`${webSmallProgramResource.basePath}/${id}`),
    enabled: !!id,
  });
  if (!id) return <Result status="404" title="请选择小程序" />;
  const d = q.data;
  return (
    <Card title={String(d?.name ?? '小程序详情')} loading={q.isLoading}>
      {d && (
        <Space direction="vertical">
          <Descriptions column={2} size="small">
            {Object.entries<FieldDef>(webSmallProgramResource.fields).map(([k, f]) => (
              <Descriptions.Item key={k} label={f.label}>
                {String(f.options?.find((o) => o.value === d[k])?.label ?? d[k] ?? '-')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {typeof d.qrCodeUrl === 'string' && d.qrCodeUrl && (
            <img src={d.qrCodeUrl} alt="小程序码" style={{ width: 160 }} />
          )}
        </Space>
      )}
    </Card>
  );
}
