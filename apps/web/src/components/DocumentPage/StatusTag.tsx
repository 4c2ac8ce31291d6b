import { docStates, type DocumentDef } from '@al/contracts';
import { OptionTag } from '../tags.tsx';

/** The document state as a coloured tag, from the definition's states. */
export const StatusTag = ({ def, value }: { def: DocumentDef; value: number }) => (
  <OptionTag options={docStates(def)} value={value} />
);
