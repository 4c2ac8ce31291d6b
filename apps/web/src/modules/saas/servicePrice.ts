import type { PriceGroup } from '@al/contracts';

/**
 * A renewal's service line priced from the feature's price list: the item whose period is the
 * wanted number of months, else the first item. The line's unit price is per month, so the
 * item's sales price is spread over its period (rounded to the cent).
 */
export function servicePriceFromGroups(
  groups: PriceGroup[],
  months: number,
): { unitPrice: number; months: number } | null {
  const items = groups.flatMap((g) => g.priceItems).filter((p) => p.periodValue > 0);
  const item = items.find((p) => p.periodValue === months) ?? items[0];
  if (!item) return null;
  const cents = Math.round((item.salesPrice * 100) / item.periodValue);
  return { unitPrice: cents / 100, months: item.periodValue };
}
