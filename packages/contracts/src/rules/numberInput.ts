/** Defaults of every number input (spec 02 §5): min 0, max 999999999, step 1. */
export const NUMBER_INPUT = { min: 0, max: 999_999_999, step: 1 } as const;
