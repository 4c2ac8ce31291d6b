import { useQuery } from '@tanstack/react-query';
import { cad } from './api.ts';

/** One project's detail (batches, counts, status), cached as ['cad', 'project', id]; idle without an id. */
export const useProject = (id: string | null | undefined) =>
  useQuery({ queryKey: ['cad', 'project', id], queryFn: () => cad.project(id!), enabled: !!id });
