import { Alert, Button, Card, Descriptions, Empty, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { nestRotationLabels } from '@al/contracts';
import { fmtTime, OrderCard, pending, useIdParam } from '../details.tsx';
import { pct } from '../api.ts';
import { statsApi } from './api.ts';
import { ForceDeleteButton } from './ForceDeleteButton.tsx';
import { fmtAmount } from '../../../lib/format.ts';

/** /statistics/order-detail?id=: one space's nest order as the platform sees it. */
export default function StatisticsOrderDetailPage() {
  const navigate = useNavigate();
  const id = useIdParam();
  const q = useQuery({ queryKey: ['statistics', 'order', id], queryFn: () => statsApi.order(id!), enabled: !!id });
  const wait = pending(id, q, '请从排版订单统计进入', '排版订单不存在或已删除');
  if (wait) return wait;
  const o = q.data!;
  const r = o.result;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <OrderCard
        title={`排版订单 ${o.orderNo}`}
        state={o.orderState}
        extra={<ForceDeleteButton what="排版订单" remove={() => statsApi.forceDelete(o.id, o.tenantId)} listPath="/statistics/order" />}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="空间">{o.tenantName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="材质/厚度">{`${o.materialName ?? '-'} / ${o.thickness} mm`}</Descriptions.Item>
          <Descriptions.Item label="零件">{`${o.lineCount}种 / ${o.pieceCount}件`}</Descriptions.Item>
          <Descriptions.Item label="参数">{`间距 ${o.parameter.spacing} mm · 板边 ${o.parameter.margin} mm · ${nestRotationLabels[o.parameter.rotation]} · ${o.parameter.timeLimitSeconds} 秒`}</Descriptions.Item>
          <Descriptions.Item label="提交">{fmtTime(o.submitTime)}</Descriptions.Item>
          <Descriptions.Item label="完成">{fmtTime(o.finishTime)}</Descriptions.Item>
          <Descriptions.Item label="费用">{fmtAmount(o.cost)}</Descriptions.Item>
        </Descriptions>
        {o.message && <Alert type="warning" showIcon title={o.message} />}
      </OrderCard>
      <Card
        size="small"
        title="排版结果"
        extra={
          r && (
            <Button type="link" onClick={() => navigate(`/statistics/order-result?id=${r.id}`)}>
              查看排版图
            </Button>
          )
        }
      >
        {r ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
            <Descriptions.Item label="结果编号">{r.resultNo}</Descriptions.Item>
            <Descriptions.Item label="利用率">{pct(r.utilisation)}</Descriptions.Item>
            <Descriptions.Item label="板材">{`${r.sheetCount}张（${r.layoutCount}种排法）`}</Descriptions.Item>
            <Descriptions.Item label="板材面积">{r.plateArea} ㎡</Descriptions.Item>
            <Descriptions.Item label="切割长度">{r.cutLength} m</Descriptions.Item>
            <Descriptions.Item label="穿孔数">{r.pierceCount}</Descriptions.Item>
            <Descriptions.Item label="排版用时">{(r.elapsedMs / 1000).toFixed(1)} 秒</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description="还没有排版结果" />
        )}
      </Card>
    </Space>
  );
}
