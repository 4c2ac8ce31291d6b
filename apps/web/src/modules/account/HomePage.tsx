import { greeting, PRODUCT_NAME, editionTypeLabels } from '@al/contracts';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { currentTenant, useSession } from '../../lib/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RouteIcon } from '../../shell/icons.tsx';
import { spaceState } from '../../shell/spaceState.ts';

/** Cloud service home: greeting by hour, the current space and factory, shortcuts to the menu. */
export default function HomePage() {
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const tenants = useSession((s) => s.tenants);
  const tenantId = useSession((s) => s.tenantId);
  const factories = useSession((s) => s.factories);
  const factoryId = useSession((s) => s.factoryId);
  const routes = useSession((s) => s.routes);
  const tenant = currentTenant({ tenants, tenantId });
  const factory = factories.find((f) => f.id === factoryId);
  const name = profile?.name || profile?.userName || '';
  const shortcuts = routes.filter((r) => !r.hidden && r.path !== '/home');
  return (
    <>
      <PageHeader
        title={`${greeting(new Date().getHours())}，${name}，欢迎使用${PRODUCT_NAME}`}
        description={tenant ? `当前空间：${tenant.displayName}` : '当前未选择空间（平台）'}
      />
      <div style={{ padding: 16 }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card title="当前空间" size="small">
              {tenant ? (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="空间名称">{tenant.displayName}</Descriptions.Item>
                  <Descriptions.Item label="版本">{tenant.editionName ?? editionTypeLabels[tenant.editionType]}</Descriptions.Item>
                  <Descriptions.Item label="状态">{spaceState(tenant).text}</Descriptions.Item>
                  {factory && <Descriptions.Item label="当前工厂">{factory.name}</Descriptions.Item>}
                </Descriptions>
              ) : (
                <Typography.Text type="secondary">平台管理</Typography.Text>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title="快捷入口" size="small">
              <Row gutter={[8, 8]}>
                {shortcuts.map((r) => (
                  <Col key={r.path} xs={12} sm={8} md={6}>
                    <Card
                      size="small"
                      hoverable
                      onClick={() => navigate(r.redirect ?? r.path)}
                      styles={{ body: { textAlign: 'center', padding: 12 } }}
                    >
                      <div style={{ fontSize: 20 }}>
                        <RouteIcon name={r.icon} />
                      </div>
                      {r.title}
                    </Card>
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
        </Row>
      </div>
    </>
  );
}
