import type { ActionKey, GrantedPolicy } from '@al/contracts';
import { useSession } from '../../lib/session.ts';

/**
 * Action-level check of spec 01 §6: held when the permission's entry lists the action. The server
 * refuses the call otherwise (403), so the element is hidden.
 */
export function hasAction(policy: GrantedPolicy | null, permission: string, action: ActionKey): boolean {
  if (!policy) return false;
  const entry = policy.permissions.find((p) => p.permissionId === permission);
  return !!entry?.actionList.includes(action);
}

/** `can(action)` for one permission, following the session's granted policy. */
export function useActions(permission: string) {
  const policy = useSession((s) => s.policy);
  return { can: (action: ActionKey) => hasAction(policy, permission, action) };
}
