import type { TenantInfo } from '@al/contracts';

/** Near-expiry warning at 5 days or fewer (spec 01 §9). */
export const NEAR_EXPIRY_DAYS = 5;

/** The state tag of a space in the switcher. */
export function spaceState(t: TenantInfo): { text: string; color: string } {
  if (t.daysToExpire !== null && t.daysToExpire <= 0) return { text: '已过期', color: 'red' };
  if (!t.isActive) return { text: '未激活', color: 'default' };
  if (t.daysToExpire !== null && t.daysToExpire <= NEAR_EXPIRY_DAYS) return { text: `${t.daysToExpire}天后到期`, color: 'orange' };
  if (t.isInTrialPeriod) return { text: '试用中', color: 'blue' };
  return { text: '使用中', color: 'green' };
}

/** Space and factory names are ellipsised at 20 characters (spec 01 §9). */
export const ellipsis = (s: string, n = 20) => (s.length > n ? `${s.slice(0, n)}...` : s);
