/** An amount of money for display: two decimals, '-' when there is none. */
export const fmtAmount = (v: unknown) => (v == null ? '-' : Number(v).toFixed(2));
