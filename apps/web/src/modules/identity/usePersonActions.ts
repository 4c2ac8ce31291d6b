import { UserStatus, type MemberDto } from '@al/contracts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { identity } from './api.ts';

/**
 * Enable / disable a person (userStatus 16 ↔ 4): a user through the users' own calls (role action
 * checked), a member through the status call; and run a write with its success message.
 */
export function usePersonActions(reload: () => void, asUser = false) {
  const tenantId = useSession((s) => s.tenantId);
  const run = useWrite(reload);
  const toggle = (m: MemberDto) => {
    const disable = m.userStatus !== UserStatus.disabled;
    return run(
      () =>
        asUser
          ? identity.setUserEnabled(m.userId, !disable)
          : api.memberStatus(m.id, tenantId ?? '', disable ? UserStatus.disabled : UserStatus.agreed),
      disable ? '禁用成功' : '启用成功',
    );
  };
  return { run, toggle };
}
