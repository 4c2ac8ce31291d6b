import { EDITION_PROVIDER, type Order, type PriceGroup } from '@al/contracts';
import { useEffect, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { loadSession } from '../../lib/actions.ts';
import { saas } from './api.ts';
import { PayOrderModal } from './PayOrderModal.tsx';
import { PurchaseDialog, type PurchaseTarget } from './PurchaseDialog.tsx';

/**
 * Buying something: fetches the price groups (none: 抱歉，暂时不支持购买 and nothing opens), shows the
 * purchase dialog, then the order's payment dialog. After 去使用 the session (spaces, policies) reloads.
 */
export function BuyFlow({ target, onDone }: { target: PurchaseTarget; onDone(): void }) {
  const [groups, setGroups] = useState<PriceGroup[] | null>(null);
  const [paying, setPaying] = useState<{ title: string; groupName: string; order: Order } | null>(null);

  useEffect(() => {
    let live = true;
    saas.priceGroups(target.providerName, target.providerKey).then(
      (g) => {
        if (!live) return;
        const usable = g.filter((x) => x.priceItems.length > 0);
        if (!usable.length) {
          feedback.message.warning('抱歉，暂时不支持购买');
          onDone();
        } else setGroups(usable);
      },
      () => live && onDone(),
    );
    return () => {
      live = false;
    };
  }, [target.providerName, target.providerKey, onDone]);

  if (paying)
    return (
      <PayOrderModal
        {...paying}
        onClose={onDone}
        onUse={() => {
          onDone();
          void loadSession();
        }}
      />
    );
  if (!groups) return null;
  return (
    <PurchaseDialog
      target={target}
      groups={groups}
      onClose={onDone}
      onCreated={(title, groupName, order) => setPaying({ title, groupName, order })}
    />
  );
}

/** Buying (or renewing) the edition a space has. */
export const editionPurchase = (
  tenantId: string,
  space: { displayName: string; editionId?: string | null; editionName?: string | null },
): PurchaseTarget => ({
  providerName: EDITION_PROVIDER,
  providerKey: space.editionId!,
  paymentName: space.editionName ?? '',
  tenantId,
  tenantName: space.displayName,
});

/**
 * A page's purchase: `start(target)` starts the BuyFlow, `flow` is where the page renders it and
 * `afterDone` runs when it ends (e.g. to reload what was bought).
 */
export function useBuyFlow(afterDone?: () => void) {
  const [target, setTarget] = useState<PurchaseTarget | null>(null);
  const flow = target && (
    <BuyFlow
      target={target}
      onDone={() => {
        setTarget(null);
        afterDone?.();
      }}
    />
  );
  return { start: setTarget, flow };
}
