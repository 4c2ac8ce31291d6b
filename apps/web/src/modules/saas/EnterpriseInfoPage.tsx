import { Button, Card, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { tenantAdmin } from './api.ts';
import { editionPurchase, useBuyFlow } from './BuyFlow.tsx';
import { FeatureTags, TenantAccount } from './tenantView.tsx';

/** /enterprise/info: the space's edition, expiry, limits and features, with buying / renewing its edition. */
export default function EnterpriseInfoPage() {
  const info = useQuery({
    queryKey: ['enterprise-info'],
    queryFn: tenantAdmin.own,
  });
  const t = info.data;
  const features = useQuery({
    queryKey: ['enterprise-features', t?.id],
    queryFn: () => tenantAdmin.features(t!.id),
    enabled: !!t,
  });
  const { start: startBuying, flow } = useBuyFlow(() => void info.refetch());
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t?.displayName ?? '企业信息'}
        loading={info.isLoading}
        extra={
          t?.editionId && (
            <Button type="primary" onClick={() => startBuying(editionPurchase(t.id, t))}>
              续费
            </Button>
          )
        }
      >
        {t && <TenantAccount t={t} />}
      </Card>
      <Card title="已开通的功能" loading={features.isLoading}>
        <FeatureTags features={features.data} />
      </Card>
      {flow}
    </Space>
  );
}
