/** Sales pages, loaded as one chunk. */
export * from './SalesPages.tsx';
export * from './DeliveryPages.tsx';
export * from './ReturnPages.tsx';
