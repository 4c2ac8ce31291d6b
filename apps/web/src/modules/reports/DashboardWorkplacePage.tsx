import { dashboardEndpoints, greeting } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Col, Empty, List, Row, Statistic, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { callEndpoint } from '../../lib/endpoint.ts';
import { currentTenant, useSession } from '../../lib/session.ts';

/** /dashboard/workplace: the user's to-dos from the bell, the factory's counts, recent projects and writes. */
/** Outside any space (a platform administrator) there is no space data to show. */
export default function DashboardWorkplacePage() {
  const tenantId = useSession((s) => s.tenantId);
  if (!tenantId) return <Result status="info" title="仪表盘展示空间的数据" subTitle="请先在页头切换到一个空间。" />;
  return <DashboardWorkplacePageBody />;
}

function DashboardWorkplacePageBody() {
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const tenant = useSession((s) => currentTenant(s));
  const factoryId = useSession((s) => s.factoryId);
  const q = useQuery({ queryKey: ['dashboard', 'workplace', factoryId], queryFn: () => callEndpoint(dashboardEndpoints.workplace) });
  const w = q.data;
  const counts = w
    ? [
        { title: '进行中的项目', value: w.counts.activeProjects, to: '/cad/project' },
        { title: '7天内交付', value: w.counts.dueIn7Days, to: '/cad/project' },
        { title: '排版中', value: w.counts.nestWaiting, to: '/nest/order' },
        { title: '排版待确认', value: w.counts.nestToConfirm, to: '/nest/order' },
        { title: '未完成的板材入库单', value: w.counts.stockInOpen, to: '/warehouse/material/stock-in' },
      ]
    : [];
  return (
    <div data-testid="dashboard-workplace">
      <PageHeader
        title={`${greeting(new Date().getHours())}，${profile?.name || profile?.userName || ''}`}
        description={tenant ? `${tenant.displayName} · 今天是 ${dayjs().format('YYYY年M月D日')}` : undefined}
      />
      <div style={{ padding: 16 }}>
        <Row gutter={[16, 16]}>
          {counts.map((c) => (
            <Col key={c.title} xs={12} md={8} xl={Math.floor(24 / 5)}>
              <Card size="small" hoverable onClick={() => navigate(c.to)}>
                <Statistic title={c.title} value={c.value} />
              </Card>
            </Col>
          ))}
        </Row>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={12}>
            <Card
              title={
                <>
                  待办 {w && w.todoCount > 0 && <Tag color="red">{w.todoCount}</Tag>}
                </>
              }
              size="small"
              extra={<Link to="/all-message">查看全部</Link>}
              data-testid="workplace-todos"
              loading={q.isLoading}
            >
              {w && w.todos.length ? (
                <List
                  size="small"
                  dataSource={w.todos}
                  renderItem={(m) => (
                    <List.Item>
                      <List.Item.Meta title={m.title} description={m.content} />
                      <Typography.Text type="secondary">{dayjs(m.creationTime).format('MM-DD HH:mm')}</Typography.Text>
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description="暂无待办" />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="最近的项目" size="small" extra={<Link to="/cad/project">全部项目</Link>} loading={q.isLoading}>
              {w && w.recentProjects.length ? (
                <List
                  size="small"
                  dataSource={w.recentProjects}
                  renderItem={(p) => (
                    <List.Item actions={[<Tag key="s">{p.statusLabel}</Tag>]}>
                      <List.Item.Meta
                        title={<a onClick={() => navigate(`/cad/project-detail?id=${p.id}`)}>{p.name}</a>}
                        description={`${p.code} · 交付 ${p.deliveryDate}`}
                      />
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description="暂无项目" />
              )}
            </Card>
          </Col>
          <Col xs={24}>
            <Card title="动态" size="small" extra={<Link to="/logs/trend">操作日志</Link>} loading={q.isLoading}>
              {w && w.activity.length ? (
                <Timeline
                  items={w.activity.map((a) => ({
                    children: (
                      <>
                        <Typography.Text strong>{a.userName ?? '系统'}</Typography.Text> {a.text}
                        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                          {dayjs(a.time).format('MM-DD HH:mm')}
                        </Typography.Text>
                      </>
                    ),
                  }))}
                />
              ) : (
                <Empty description="暂无动态" />
              )}
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
