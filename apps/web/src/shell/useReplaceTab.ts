import { useNavigate } from 'react-router';
import { useTabLocation } from '../lib/contentSize.ts';
import { useTabs } from './tabs.ts';

/**
 * For a page that changes its own address, as a new record that got its id after saving
 * (?tenantId= → ?id=): the tab keeps its place and title under the new address instead of a
 * second tab opening next to the creating one, and history replaces the creating address.
 */
export function useReplaceTab() {
  const { key } = useTabLocation();
  const navigate = useNavigate();
  return (to: string) => {
    const { tabs, replace } = useTabs.getState();
    const from = tabs.find((t) => t.key === key);
    const path = to.split('?')[0]!;
    if (from) replace(key, { key: to, path, title: from.title });
    navigate(to, { replace: true });
  };
}
