import type { DocumentDef } from '@al/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { docKeys } from './api.ts';

/**
 * A write that changes documents of `def` (adds labels to one, creates one from another), `busy` while
 * it runs. Once it answers: its success message, `then` with the answer (clear the input, open the new
 * document), and the documents of `def` are loaded again. On failure the request client has already
 * shown the reason, so nothing more is said.
 */
export function useDocumentWrite(def: DocumentDef) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <R>(write: () => Promise<R>, message: (res: R) => string, then?: (res: R) => void) => {
    setBusy(true);
    try {
      const res = await write();
      feedback.message.success(message(res));
      then?.(res);
      await qc.invalidateQueries({ queryKey: docKeys.all(def) });
    } catch {
      // the request client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
