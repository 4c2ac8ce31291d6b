import { UserStatus, type ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';

/** Memberships that let a user act in a space. */
export const ACTIVE_MEMBER_STATUSES: number[] = [UserStatus.default, UserStatus.agreed, UserStatus.employed];

export interface SessionUser {
  userId: string;
  userName: string;
  isPlatformAdmin: boolean;
  /** Disabled or deleted accounts are refused even with a live session. */
  isActive: boolean;
  /** When the session ends. */
  expiresAt: Date;
}

export interface Membership {
  memberId: string;
  isAdmin: boolean;
}

export interface RoleGrants {
  /** Permission name → action keys, the union over the member's roles. */
  grants: Map<string, Set<ActionKey>>;
  /** Every role of the member is "only self" (data permission 1). */
  onlySelf: boolean;
  /** The member holds at least one role. */
  hasRoles: boolean;
}

export interface Person {
  userId: string;
  name: string | null;
  userName: string;
}

/**
 * What the core needs to know about people, spaces and factories, filled by the identity module
 * (which owns users, members, roles and factories) at start-up. The core asks through this port and
 * never imports a module's tables, so modules stay above it.
 */
export interface Directory {
  /** The user of a live session, or null when the session is unknown, revoked, expired or not the user's. */
  sessionUser(tx: Tx, sessionId: string, userId: string): Promise<SessionUser | null>;
  /** Whether a live space of that id exists. */
  tenantExists(tx: Tx, tenantId: string): Promise<boolean>;
  /** The user's active membership of the space, or null. */
  membership(tx: Tx, tenantId: string, userId: string): Promise<Membership | null>;
  /** Whether the factory is a live factory of the space. */
  factoryExists(tx: Tx, tenantId: string, factoryId: string): Promise<boolean>;
  /** Whether the user is assigned to the factory (administrators need not be). */
  factoryAssigned(tx: Tx, tenantId: string, factoryId: string, userId: string): Promise<boolean>;
  /** The permissions the member's roles grant. */
  roleGrants(tx: Tx, tenantId: string, memberId: string): Promise<RoleGrants>;
  /** Permission names the space's edition and bought features do not grant. */
  featureDenied(tx: Tx, tenantId: string): Promise<Set<string>>;
  /** The people of the space (its members' accounts), for person fields. */
  people(tx: Tx, tenantId: string): Promise<Person[]>;
  /** Whether the user is an active member of the space. */
  isActiveMember(tx: Tx, tenantId: string, userId: string): Promise<boolean>;
  /** The space's display name and logo link (print heads). */
  tenantHead(tx: Tx, tenantId: string): Promise<{ name: string; logoUrl: string | null } | null>;
}

let provided: Directory | null = null;

/** Called once by the identity module when the server is built. */
export function provideDirectory(d: Directory) {
  provided = d;
}

export function directory(): Directory {
  if (!provided) throw new Error('no directory provided: the identity module registers it when the app is built');
  return provided;
}
