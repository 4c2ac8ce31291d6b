import type { AnyResourceDef } from '@al/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { resourceKeys } from '../ResourcePage/api.ts';
import { useWrite } from './useWrite.ts';

/**
 * A page's own writes beside its list (row actions, toolbar dialogs): run one, say so, refresh the
 * resource's cached lists and bump `version`, which the page hands its list as `reloadKey` so that the
 * table reads again in place (same page, sorting and filters).
 */
export function useVersionedWrite(def: AnyResourceDef) {
  const qc = useQueryClient();
  const [version, setVersion] = useState(0);
  const after = useCallback(() => {
    void qc.invalidateQueries({ queryKey: resourceKeys.all(def) });
    setVersion((v) => v + 1);
  }, [qc, def]);
  return { run: useWrite(after), version };
}
