import type { Order } from './saas.ts';

/**
 * Children and agents (/api/tenant/children): an agent's children spaces, and the platform's view of
 * an agent. Calls without for-admin are for the agent itself and see only its own children.
 */
export const childrenApi = {
  /** GET the agent's children; PUT opens a child space for a registered user. */
  children: '/api/tenant/children',
  /** GET (for-agent): one child of the calling agent with its orders (/agent-children-detail). */
  child: (id: string) => `/api/tenant/children/${id}`,
  down: '/api/tenant/children/down',
  /** GET (platform): the agents. */
  agents: '/api/tenant/children/agent',
  /** GET (platform): an agent's children. */
  childrenForAdmin: (agentId: string) => `/api/tenant/children/for-admin/${agentId}`,
  /** GET (platform): an agent with its children's orders and income (/saas/agent-detail). */
  agentForAdmin: (agentId: string) => `/api/tenant/children/for-admin/${agentId}/detail`,
  /** GET (agent): its children's orders as Excel, with the order list's filters. */
  orderDown: '/api/user/order/for-agent/down',
} as const;

export interface ChildRow {
  id: string;
  displayName: string;
  editionName: string | null;
  editionType: number;
  expiryTime: string | null;
  isInTrialPeriod: boolean;
  telephone: string | null;
  paidAmount: number;
  creationTime: string;
}

/** Paid orders summed: amounts right to the cent. */
export interface Income {
  orderCount: number;
  amount: number;
  discount: number;
  payAmount: number;
}

export interface AgentDetail {
  agent: {
    id: string;
    displayName: string;
    editionName: string | null;
    telephone: string | null;
    expiryTime: string | null;
    creationTime: string;
  };
  children: ChildRow[];
  income: Income;
  /** The latest orders of its children (up to 200). */
  orders: Order[];
}

export interface ChildDetail {
  child: ChildRow & { seats: number; storageGb: number; concurrent: number };
  income: Income;
  orders: Order[];
}
