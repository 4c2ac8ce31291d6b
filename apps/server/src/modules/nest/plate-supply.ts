import type { NestPlate } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { nestOrders } from './schema.ts';

type NestOrderRow = typeof nestOrders.$inferSelect;

/**
 * What nesting asks of the plate warehouse and purchasing, without knowing them (they come after
 * nest): the plates in stock an order made from batches may use (offered when it is made and again
 * when it is submitted, since stock moves in between), and what happens when a planner accepts a result.
 * The purchase module provides it at start-up; without it orders use the standard sizes only and an
 * accepted result reserves nothing.
 */
export interface PlateSupply {
  /** Remnants first, then full sheets, each with the count available (not reserved). */
  platesInStock(tx: Tx, ctx: RequestContext, textureId: string, thickness: number): Promise<NestPlate[]>;
  /**
   * The planner accepts the result of an order made from batches (one with a material texture): reserve the sheets in stock and raise a purchase task
   * for the rest. Answers whether sheets are still missing (the order then waits "to purchase").
   */
  accept(tx: Tx, ctx: RequestContext, order: NestOrderRow): Promise<{ short: boolean; message?: string }>;
  /** After such an order reached confirmed or to purchase (its products nested): its batches follow. */
  settled?(tx: Tx, ctx: RequestContext, order: NestOrderRow): Promise<void>;
}

/** Plates offered from stock are named so: a remnant, or full sheets in stock (the rest are sizes to buy). */
export const REMNANT_PLATE = '余料';
export const STOCK_PLATE = '库存';
export const isStockPlate = (p: NestPlate) => !!p.name && (p.name.startsWith(REMNANT_PLATE) || p.name.startsWith(STOCK_PLATE));

let supply: PlateSupply | null = null;

export function providePlateSupply(s: PlateSupply) {
  supply = s;
}

export const plateSupply = () => supply;
