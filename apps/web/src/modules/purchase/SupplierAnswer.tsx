import { supplierOrderEndpoints, supplierOrderStateOptions } from '@al/contracts';
import { Card, Descriptions, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint.ts';
import { formatTime } from '../../components/ResourcePage/columns.tsx';
import { OptionTag } from '../../components/tags.tsx';

export const SupplierStateTag = ({ state }: { state: number }) => (
  <OptionTag options={supplierOrderStateOptions} value={state} />
);

/** On the factory's purchase order: whether its supplier's space confirmed and shipped it. */
export function SupplierAnswer({ poId, status }: { poId: string; status: number }) {
  // Approving sends the order: asked again whenever the order's state moves.
  const answer = useQuery({
    queryKey: ['purchase', 'supplier-order', poId, status],
    queryFn: () => callEndpoint(supplierOrderEndpoints.answer, { params: { id: poId } }),
  });
  const o = answer.data?.item;
  return (
    <Card title="供应商答复" style={{ marginTop: 12 }} data-testid="supplier-answer" loading={answer.isLoading}>
      {o ? (
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="状态">
            <span data-testid="supplier-state">
              <SupplierStateTag state={o.state} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="承诺交期">{o.promisedDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="确认说明">{o.confirmRemark ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="确认时间">{formatTime(o.confirmTime)}</Descriptions.Item>
          <Descriptions.Item label="发货车辆">{o.vehicleNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="发货时间">{formatTime(o.shipTime)}</Descriptions.Item>
          <Descriptions.Item label="答复人">{o.answeredBy ?? '-'}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">该供应商没有关联平台上的供应商空间，采购单需打印或导出后发送。</Typography.Text>
      )}
    </Card>
  );
}
