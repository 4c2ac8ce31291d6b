import { customOrderCodeResource as def, type ActionKey } from '@al/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { RowActions } from './RowActions.tsx';

afterEach(cleanup);

const row = { id: '1', concurrencyStamp: 's', documentType: 3, enabled: true };

function renderWith(actions: ActionKey[], enabled = true) {
  useSession.getState().set({
    policy: {
      grantedPolicies: [def.permission],
      permissions: [{ permissionId: def.permission, actionList: actions }],
      isPlatformAdmin: false,
      isTenantAdmin: false,
    },
  });
  const noop = () => undefined;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RowActions
        def={def}
        row={{ ...row, enabled }}
        onEdit={noop}
        onDetail={noop}
        onLogs={noop}
        onChanged={noop}
      />
    </QueryClientProvider>,
  );
  return screen.queryAllByRole('button').map((b) => b.textContent);
}

describe('row actions follow the granted actions (spec 01 §6)', () => {
  it('all of them with every action', () => {
    expect(renderWith(['query', 'edit', 'delete', 'enable', 'disable'])).toEqual([
      '详情',
      '编辑',
      '禁用',
      '删除',
      '日志',
    ]);
  });

  it('启用 on a disabled row', () => {
    expect(renderWith(['query', 'enable'], false)).toEqual(['详情', '启用', '日志']);
  });

  it('only the reading ones with query alone', () => {
    expect(renderWith(['query'])).toEqual(['详情', '日志']);
  });
});
