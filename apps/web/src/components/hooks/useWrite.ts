import { useCallback, useState } from 'react';
import { feedback } from '../../lib/notify.ts';

/**
 * Runs a write, shows its success message and calls `after` (reload); on failure the request client
 * has already shown the reason, so it only answers false.
 */
export function useWrite(after: () => void) {
  return useCallback(
    async (fn: () => Promise<unknown>, ok: string): Promise<boolean> => {
      try {
        await fn();
      } catch {
        return false;
      }
      feedback.message.success(ok);
      after();
      return true;
    },
    [after],
  );
}

/** useWrite for a dialog's OK button: `busy` while the write runs (the button's loading state). */
export function useBusyWrite(after: () => void) {
  const [busy, setBusy] = useState(false);
  const write = useWrite(after);
  const run = async (fn: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    try {
      return await write(fn, ok);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
