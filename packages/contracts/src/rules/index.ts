export * from './textLength.ts';
export * from './passwordStrength.ts';
export * from './sanitizeFilename.ts';
export * from './greeting.ts';
export * from './discountBadge.ts';
export * from './deviceType.ts';
export * from './dateRangeLimit.ts';
