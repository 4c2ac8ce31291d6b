/** Discount badge of a purchase plan: 10 × sales / original, one decimal, with the unit 折 (spec 01 §2). */
export function discountBadge(salesPrice: number, originalPrice: number): string {
  if (!(originalPrice > 0)) return '';
  const v = Math.round((salesPrice * 100) / originalPrice) / 10;
  return `${v.toFixed(1)}折`;
}
