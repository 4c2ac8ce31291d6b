export { DocumentList } from './DocumentList.tsx';
export { DocumentDetail, type DocumentDetailProps } from './DocumentDetail.tsx';
export type { DocDetail, DocLine } from './api.ts';
export { SourcePickerTable } from './SourcePicker.tsx';
export { StatusTag } from './StatusTag.tsx';
export { DocumentLogList } from './DocumentLogList.tsx';
