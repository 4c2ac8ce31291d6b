import { useCallback } from 'react';
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
