export * from './enums.ts';
export * from './messages.ts';
export * from './api/common.ts';
export * from './api/account.ts';
export * from './api/shell.ts';
