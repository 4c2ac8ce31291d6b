import { messages } from '@al/contracts';
import { badRequest } from './errors.ts';

/** Refuses a space's call made with no space chosen; narrows the id to a string for the caller. */
export function assertSpace(tenantId: string | null | undefined): asserts tenantId is string {
  if (!tenantId) throw badRequest(messages.spaceRequired);
}

/** The chosen space's id, or the refusal of assertSpace. */
export const requireTenant = (tenantId: string | null | undefined): string => {
  assertSpace(tenantId);
  return tenantId;
};
