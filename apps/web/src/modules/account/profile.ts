import { profileEndpoints, type BodyIn } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useSession } from '../../lib/session.ts';

export const profileKey = ['account', 'my-profile'] as const;

/** The signed-in user's profile with roles and units of the current space. */
export function useMyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  return useQuery({ queryKey: [...profileKey, tenantId], queryFn: () => callEndpoint(profileEndpoints.get), staleTime: 0 });
}

/** The signed-in user's own calls (packages/contracts/src/api/identity.ts). */
export const myAccount = {
  updateProfile: (body: BodyIn<typeof profileEndpoints.update>) => callEndpoint(profileEndpoints.update, { body }),
  notificationSettings: () => callEndpoint(profileEndpoints.notificationSettings),
  setNotificationSettings: (body: BodyIn<typeof profileEndpoints.setNotificationSettings>) =>
    callEndpoint(profileEndpoints.setNotificationSettings, { body }),
};
