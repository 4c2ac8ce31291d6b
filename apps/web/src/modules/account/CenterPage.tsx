import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Descriptions, List, Row, Space, Tag, Typography } from 'antd';
import { currentTenant, useSession } from '../../lib/session.ts';
import { useMyProfile } from './profile.ts';

/** /account/center: who I am, my roles and units in this space, and my spaces. */
export default function CenterPage() {
  const { data: me } = useMyProfile();
  const tenants = useSession((s) => s.tenants);
  const current = useSession((s) => currentTenant(s));
  return (
    <Row gutter={16} data-testid="account-center">
      <Col xs={24} md={8}>
        <Card>
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={96} src={me?.avatarUrl ?? undefined} icon={<UserOutlined />} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {me?.name ?? me?.userName}
            </Typography.Title>
            <Typography.Text type="secondary">{me?.userName}</Typography.Text>
          </Space>
          <Descriptions column={1} size="small" style={{ marginTop: 24 }}>
            <Descriptions.Item label="手机号">{me?.phoneNumber ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{me?.email ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="当前空间">{current?.displayName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {me?.isAdmin && <Tag color="purple">管理员</Tag>}
              {me?.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>)}
            </Descriptions.Item>
            <Descriptions.Item label="所属机构">{me?.organizationUnits.map((o) => o.displayName).join('、') || '-'}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title="我的空间">
          <List
            dataSource={tenants}
            renderItem={(t) => (
              <List.Item>
                <List.Item.Meta avatar={<Avatar src={t.logoUrl ?? undefined}>{t.displayName.slice(0, 1)}</Avatar>} title={t.displayName} description={t.editionName} />
                {t.tenantId === current?.tenantId && <Tag color="purple">当前</Tag>}
                {!t.isActive && <Tag>已停用</Tag>}
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
