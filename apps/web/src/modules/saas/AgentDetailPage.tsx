import {
  formatMoney,
  gatewayLabels,
  paymentStatusTags,
  type PaymentStatus,
  type ChildRow,
  type Gateway,
  type Income,
  type Order,
} from '@al/contracts';
import { Button, Card, Descriptions, Result, Space, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { children } from './api.ts';
import { expiryDate, TableCard } from './tenantView.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { moneyColumn } from './columns.ts';
import { localTime } from '../../lib/format.ts';


function IncomeCard({ income }: { income: Income }) {
  return (
    <Card title="收入">
      <Space size={48}>
        <Statistic title="已支付订单" value={income.orderCount} />
        <Statistic title="订单金额" value={formatMoney(income.amount)} prefix="¥" />
        <Statistic title="优惠金额" value={formatMoney(income.discount)} prefix="¥" />
        <Statistic title="实收金额" value={formatMoney(income.payAmount)} prefix="¥" />
      </Space>
    </Card>
  );
}

function OrdersCard({ orders }: { orders: Order[] }) {
  return (
    <TableCard
      title="订单"
      rows={orders}
      columns={[
        column('orderNo', '订单号'),
        column('tenantName', '空间'),
        column('providerDisplayName', '购买内容'),
        moneyColumn('amount', '订单金额'),
        moneyColumn('payAmount', '实付金额'),
        column('gateway', '支付方式', (v: number) => gatewayLabels[v as Gateway] ?? v),
        column('status', '状态', (v: number) => (
          <Tag color={paymentStatusTags[v as PaymentStatus]?.color}>{paymentStatusTags[v as PaymentStatus]?.text ?? v}</Tag>
        )),
        column('creationTime', '下单时间', localTime),
      ]}
    />
  );
}

/** /saas/agent-detail?id=: the platform's view of an agent: its children spaces, their orders and the income. */
export default function AgentDetailPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const id = sp.get('id') ?? '';
  const q = useQuery({
    queryKey: ['agent-detail', id],
    queryFn: () => children.agentDetail(id),
    enabled: !!id,
  });
  if (!id) return <Result status="404" title="请选择代理商" />;
  const d = q.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={d?.agent.displayName ?? '代理商详情'} loading={q.isLoading}>
        {d && (
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="版本">{d.agent.editionName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{d.agent.telephone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="到期时间">{expiryDate(d.agent.expiryTime)}</Descriptions.Item>
            <Descriptions.Item label="下级用户数">{d.children.length}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {d && <IncomeCard income={d.income} />}
      <TableCard<ChildRow>
        title="下级用户"
        rows={d?.children ?? []}
        columns={[
          column('displayName', '空间名称', (v: string, c) => (
            <a onClick={() => navigate(`/saas/tenant-detail?id=${c.id}`)}>{v}</a>
          )),
          column('editionName', '版本'),
          column('expiryTime', '到期时间', expiryDate),
          column('telephone', '联系电话'),
          moneyColumn('paidAmount', '累计实付'),
        ]}
      />
      {d && <OrdersCard orders={d.orders} />}
      <Button onClick={() => navigate('/saas/tenant')}>返回</Button>
    </Space>
  );
}

/** /agent-children-detail?id=: the agent's view of one child space: account, orders and what it paid. */
export function AgentChildDetailPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const id = sp.get('id') ?? '';
  const q = useQuery({ queryKey: ['agent-child', id], queryFn: () => children.detail(id), enabled: !!id });
  if (!id) return <Result status="404" title="请选择下级用户" />;
  const c = q.data?.child;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={c?.displayName ?? '下级用户详情'} loading={q.isLoading}>
        {c && (
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="版本">{c.editionName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="到期时间">
              {expiryDate(c.expiryTime)}
              {c.isInTrialPeriod && (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  试用
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="联系电话">{c.telephone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="开通时间">
              {new Date(c.creationTime).toLocaleString('zh-CN')}
            </Descriptions.Item>
            <Descriptions.Item label="席位">{c.seats}</Descriptions.Item>
            <Descriptions.Item label="存储">{c.storageGb} GB</Descriptions.Item>
            <Descriptions.Item label="并发">{c.concurrent}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {q.data && <IncomeCard income={q.data.income} />}
      {q.data && <OrdersCard orders={q.data.orders} />}
      <Button onClick={() => navigate('/agent-children')}>返回</Button>
    </Space>
  );
}
