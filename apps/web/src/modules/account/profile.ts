import { myProfileApi, type MyProfile } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

export const profileKey = ['account', 'my-profile'] as const;

/** The signed-in user's profile with roles and units of the current space. */
export function useMyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  return useQuery({ queryKey: [...profileKey, tenantId], queryFn: () => http.get<MyProfile>(myProfileApi), staleTime: 0 });
}
