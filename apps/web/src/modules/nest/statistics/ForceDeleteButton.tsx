import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { feedback } from '../../../lib/notify.ts';
import { closeTabAndOpen } from '../../../shell/leaveTab.ts';

/**
 * The platform administrator's force delete of a space's nest order (any state: a queued or running
 * nest is stopped first by the server). Confirms, deletes, then goes back to the list fresh.
 */
export function ForceDeleteButton({ what, remove, listPath }: { what: string; remove: () => Promise<unknown>; listPath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      feedback.message.success(`已强制删除${what}`);
      void qc.invalidateQueries({ queryKey: ['statistics'] });
      void qc.invalidateQueries({ queryKey: ['accessory-nest'] });
      closeTabAndOpen(navigate, location.pathname + location.search, listPath);
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={`确定强制删除该${what}吗？`} description="排队或进行中的排版会被停止，删除后空间内不再可见。" okText="强制删除" okButtonProps={{ danger: true }} onConfirm={confirm}>
      <Button danger loading={busy} data-testid="nest-force-delete">
        强制删除
      </Button>
    </Popconfirm>
  );
}
