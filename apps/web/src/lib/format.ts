/** An amount of money for display: two decimals, '-' when there is none. */
export const fmtAmount = (v: unknown) => (v == null ? '-' : Number(v).toFixed(2));

/** A moment as the browser's zh-CN locale writes it (date and time). */
export const localTime = (v: string) => new Date(v).toLocaleString('zh-CN');
