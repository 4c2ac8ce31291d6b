/** The quality pages, loaded as one chunk. */
export { QcLogPage } from './QcLogPage.tsx';
