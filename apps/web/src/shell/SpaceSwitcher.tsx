import { DownOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { TenantInfo } from '@al/contracts';
import { Button, Card, Col, Dropdown, Empty, Modal, Row, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { switchSpace } from '../lib/actions.ts';
import { currentTenant, useSession } from '../lib/session.ts';
import { ellipsis, spaceState } from './spaceState.ts';
import { useTabs } from './tabs.ts';

const BuyFlow = lazy(() => import('../modules/saas/BuyFlow.tsx').then((m) => ({ default: m.BuyFlow })));
const CreateSpaceModal = lazy(() => import('./CreateSpaceModal.tsx').then((m) => ({ default: m.CreateSpaceModal })));

function SpaceLine({ t, onBuy }: { t: TenantInfo; onBuy: () => void }) {
  const st = spaceState(t);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} data-testid="space-item">
      <span>
        <Typography.Text strong title={t.displayName}>
          {ellipsis(t.displayName)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {t.editionName ?? ''}
        </Typography.Text>
      </span>
      <span>
        <Tag color={st.color}>{st.text}</Tag>
        {!t.isFreeEdition && (
          <Button
            size="small"
            type="link"
            onClick={(e) => {
              e.stopPropagation();
              onBuy();
            }}
          >
            购买
          </Button>
        )}
      </span>
    </Space>
  );
}

/** The space switcher: spaces with edition and state, create-space entry, buy buttons, change-space modal. */
export function SpaceSwitcher() {
  const navigate = useNavigate();
  const tenants = useSession((s) => s.tenants);
  const tenantId = useSession((s) => s.tenantId);
  const editions = useSession((s) => s.editions);
  const current = currentTenant({ tenants, tenantId });
  const [modal, setModal] = useState(false);
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);

  const doSwitch = async (t: TenantInfo) => {
    const ok = await switchSpace(t, (to) => {
      useTabs.getState().reset();
      navigate(to);
    });
    if (ok) setModal(false);
  };
  const [buying, setBuying] = useState<TenantInfo | null>(null);
  const buy = (t: TenantInfo) => setBuying(t);
  const stopBuying = useCallback(() => setBuying(null), []);

  const active = tenants.filter((t) => t.isActive);
  return (
    <>
      <Dropdown
        trigger={['click']}
        popupRender={() => (
          <Card size="small" style={{ width: 380 }} styles={{ body: { padding: 8 } }} data-testid="space-dropdown">
            {tenants.length === 0 && <Empty description="暂无空间" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            {tenants.map((t) => (
              <div
                key={t.tenantId}
                style={{
                  padding: '6px 8px',
                  cursor: 'pointer',
                  borderRadius: 6,
                  background: t.tenantId === tenantId ? 'rgba(114,46,209,0.08)' : undefined,
                }}
                onClick={() => void doSwitch(t)}
              >
                <SpaceLine t={t} onBuy={() => buy(t)} />
              </div>
            ))}
            <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
              <Button size="small" icon={<SwapOutlined />} onClick={() => setModal(true)}>
                切换空间
              </Button>
              {editions.length > 0 && (
                <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  创建企业空间
                </Button>
              )}
            </Space>
          </Card>
        )}
      >
        <Button type="text" className="al-switcher" data-testid="space-switcher">
          {current ? ellipsis(current.displayName) : '平台'} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        title="切换空间"
        open={modal}
        width={650}
        onCancel={() => setModal(false)}
        onOk={() => {
          const t = active.find((x) => x.tenantId === (picked ?? tenantId));
          if (t) void doSwitch(t);
        }}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
      >
        <Row gutter={[12, 12]} data-testid="space-cards">
          {active.map((t) => {
            const st = spaceState(t);
            const selected = (picked ?? tenantId) === t.tenantId;
            return (
              <Col span={8} key={t.tenantId}>
                <Card
                  hoverable
                  size="small"
                  onClick={() => setPicked(t.tenantId)}
                  onDoubleClick={() => void doSwitch(t)}
                  style={{ borderColor: selected ? 'var(--al-primary)' : undefined, borderWidth: selected ? 2 : 1 }}
                  data-testid="space-card"
                >
                  <Typography.Text strong ellipsis title={t.displayName}>
                    {t.displayName}
                  </Typography.Text>
                  <div style={{ marginTop: 8 }}>
                    <Typography.Text type="secondary">{t.editionName}</Typography.Text> <Tag color={st.color}>{st.text}</Tag>
                  </div>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Modal>
      {buying?.editionId && (
        <Suspense fallback={null}>
          <BuyFlow
            target={{ providerName: 'E', providerKey: buying.editionId, paymentName: buying.editionName ?? '', tenantId: buying.tenantId, tenantName: buying.displayName }}
            onDone={stopBuying}
          />
        </Suspense>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateSpaceModal open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
