import type { AnyResourceDef } from '@al/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { resourceKeys } from '../../components/ResourcePage/index.tsx';

/**
 * A page's own writes beside a ResourcePage: run one, say so, refresh the resource's cached lists
 * and bump `version` (the page keys its list with it, so the table reads again).
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
