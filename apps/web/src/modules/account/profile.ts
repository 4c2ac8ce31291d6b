import { myProfileApi, type MyProfile } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/request.ts';
import { useSession } from '../../app/session.ts';

export const profileKey = ['account', 'my-profile'] as const;

/** The signed-in user's profile with roles and units of the current space. */
export function useMyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  return useQuery({ queryKey: [...profileKey, tenantId], queryFn: () => http.get<MyProfile>(myProfileApi), staleTime: 0 });
}
