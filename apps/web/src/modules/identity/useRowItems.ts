import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useMemo } from 'react';
import { useWrite } from '../../components/hooks/useWrite.ts';

/**
 * The small list a row opens in a modal (an employee's login methods, a factory's people): its items
 * from `load` while `id` is set, and `write`, which after a change clears the add form and reloads them.
 */
export function useRowItems<I>(name: string, id: string | undefined, load: (id: string) => Promise<{ items: I[] }>, form: FormInstance) {
  const qc = useQueryClient();
  const key = useMemo(() => ['identity', name, id], [name, id]);
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => load(id!).then((r) => r.items),
    enabled: !!id,
  });
  const write = useWrite(
    useCallback(() => {
      form.resetFields();
      void qc.invalidateQueries({ queryKey: key });
    }, [form, qc, key]),
  );
  return { data, write };
}
