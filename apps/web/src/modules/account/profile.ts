import { accountMoreEndpoints, profileEndpoints, type BodyIn } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint.ts';
import type { RequestOptions } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

export const profileKey = ['account', 'my-profile'] as const;

/** The signed-in user's profile with roles and units of the current space. */
export function useMyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  return useQuery({ queryKey: [...profileKey, tenantId], queryFn: () => callEndpoint(profileEndpoints.get), staleTime: 0 });
}

type Body<E> = BodyIn<E>;
const more = accountMoreEndpoints;
/** The user's own calls (contracts/api/identity.ts, accountMore.ts); SMS, recovery and WeChat binding also signed out. */
export const myAccount = {
  sms: (body: Body<typeof more.sms>) => callEndpoint(more.sms, { body }),
  forgetPassword: (body: Body<typeof more.forgetPassword>, o?: RequestOptions) => callEndpoint(more.forgetPassword, { body }, o),
  bind: (body: Body<typeof more.bind>, o?: RequestOptions) => callEndpoint(more.bind, { body }, o),
  wechatTicket: () => callEndpoint(more.wechatTicket),
  wechatBinding: (o?: RequestOptions) => callEndpoint(more.wechatBinding, {}, o),
  unbindWechat: () => callEndpoint(more.wechatUnbind),
  updateProfile: (body: BodyIn<typeof profileEndpoints.update>) => callEndpoint(profileEndpoints.update, { body }),
  notificationSettings: () => callEndpoint(profileEndpoints.notificationSettings),
  setNotificationSettings: (body: BodyIn<typeof profileEndpoints.setNotificationSettings>) =>
    callEndpoint(profileEndpoints.setNotificationSettings, { body }),
};
