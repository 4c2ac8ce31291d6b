import { aluminumMarketResource, catalogEndpoints } from '@al/contracts';
import { Card, Empty, Statistic, Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint.ts';
import { resourceKeys } from '../../components/ResourcePage/index.tsx';
import { displayValue } from '../../components/ResourcePage/fields.ts';

/** /common/aluminum-quotation: the latest active price of each source and metal (from 行情管理). */
export default function AluminumQuotationPage() {
  const { data, isLoading } = useQuery({
    queryKey: [...resourceKeys.all(aluminumMarketResource), 'active'],
    queryFn: () => callEndpoint(catalogEndpoints.activeMarket).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
  if (!isLoading && !data?.length) return <Empty description="暂无行情，请在行情管理中录入或初始化" />;
  return (
    <Row gutter={[16, 16]} data-testid="aluminum-quotation">
      {(data ?? []).map((q) => {
        const change = Number(q.change ?? 0);
        return (
          <Col key={q.id} xs={24} sm={12} lg={8} xl={6}>
            <Card loading={isLoading}>
              <Statistic
                title={`${displayValue(aluminumMarketResource.fields.source, q.source)} · ${String(q.metal)}`}
                value={Number(q.price)}
                precision={2}
                suffix="元/吨"
              />
              <Typography.Text type={change > 0 ? 'danger' : change < 0 ? 'success' : 'secondary'}>
                {change > 0 ? '+' : ''}
                {change.toFixed(2)} · {String(q.priceDate)}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
