export { DocumentList } from './DocumentList.tsx';
export { DocumentDetail } from './DocumentDetail.tsx';
export { SourcePickerTable } from './SourcePicker.tsx';
export { StatusTag } from './StatusTag.tsx';
