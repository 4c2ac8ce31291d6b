import { FEATURE_PROVIDER, NEST_QUOTA_ERROR_CODE, type FeatureNode } from '@al/contracts';
import { Button, Modal, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { ApiError, describeError } from '../../lib/request.ts';
import { feedback } from '../../lib/notify.ts';
import { currentTenant, useSession } from '../../lib/session.ts';
import { saas } from '../saas/api.ts';
import { useBuyFlow } from '../saas/BuyFlow.tsx';

/** The demo's nest-quota pack; any charged feature whose price adds nest quota is found otherwise. */
const NEST_PACK_NAME = 'Pack.Nest';

export const isNoQuota = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.body?.error?.code === NEST_QUOTA_ERROR_CODE;

/** The charged feature that sells nest quota: the pack by name, else the first whose price items add quota. */
async function findNestPack(): Promise<FeatureNode | null> {
  const charged = await saas.chargedFeatures();
  const named = charged.find((f) => f.name === NEST_PACK_NAME);
  if (named) return named;
  for (const f of charged) {
    const groups = await saas.priceGroups(FEATURE_PROVIDER, f.id);
    if (
      groups.some((g) => g.priceItems.some((i) => Number((i as { nestQuota?: number }).nestQuota ?? 0) > 0))
    )
      return f;
  }
  return null;
}

/**
 * A submit refused for want of nest quota: the server's message and a button that opens the
 * purchase dialog of the nest-quota pack for the current space.
 */
export function NoQuotaDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  const tenant = useSession((s) => currentTenant(s));
  const [finding, setFinding] = useState(false);
  const { start: startBuying, flow } = useBuyFlow();
  const buy = async () => {
    if (!tenant) return;
    setFinding(true);
    try {
      const pack = await findNestPack();
      if (!pack) {
        feedback.message.warning('抱歉，暂时不支持购买');
        return;
      }
      startBuying({
        providerName: FEATURE_PROVIDER,
        providerKey: pack.id,
        paymentName: pack.displayName,
        tenantId: tenant.tenantId,
        tenantName: tenant.displayName,
      });
      onClose();
    } finally {
      setFinding(false);
    }
  };
  return (
    <>
      <Modal
        title="排版额度不足"
        open={message !== null}
        onCancel={onClose}
        footer={
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={finding} onClick={() => void buy()}>
              购买排版额度
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph>{message}</Typography.Paragraph>
        <Typography.Text type="secondary">购买后额度立即到账，再提交排版即可。</Typography.Text>
      </Modal>
      {flow}
    </>
  );
}

/**
 * For calls that may be refused for quota (submit, resubmit, generate and submit): call them with
 * `silent`, then hand any error to `handle`: the no-quota refusal opens the dialog, any other error
 * is shown as the request layer would have shown it.
 */
export function useQuotaRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  const handle = useCallback((e: unknown) => {
    if (isNoQuota(e)) {
      setMessage(e.body?.error?.message ?? e.message);
      return;
    }
    if (e instanceof ApiError) {
      const { title, text } = describeError(e.status, e.body, false);
      feedback.notification.error({ title, description: text });
    } else throw e;
  }, []);
  const dialog = <NoQuotaDialog message={message} onClose={() => setMessage(null)} />;
  return { handle, dialog };
}
