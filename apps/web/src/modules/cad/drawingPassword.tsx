import { Input } from 'antd';
import { feedback } from '../../lib/notify.ts';
import { ApiError } from '../../lib/request.ts';

/** Asks for a project's drawing password; resolves null when the user cancels. */
function askPassword(message: string): Promise<string | null> {
  let value = '';
  return new Promise((resolve) => {
    feedback.modal.confirm({
      title: '图纸密码',
      content: (
        <div>
          <p>{message}</p>
          <Input.Password
            autoFocus
            maxLength={32}
            onChange={(e) => (value = e.target.value)}
            data-testid="drawing-password"
          />
        </div>
      ),
      okText: '确定',
      cancelText: '取消',
      onOk: () => resolve(value),
      onCancel: () => resolve(null),
    });
  });
}

/**
 * Runs a drawing download; when the project is protected (403 DrawingPassword) it asks for the
 * password and tries again with it, until it succeeds or the user cancels.
 */
export async function withDrawingPassword(
  run: (password: string | undefined, silent: boolean) => Promise<void>,
) {
  let password: string | undefined;
  for (;;) {
    try {
      return await run(password, true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.body?.error.code !== 'DrawingPassword') {
        feedback.notification.error({ title: '错误提示', description: e.message });
        return;
      }
      const given = await askPassword(e.message);
      if (given === null) return;
      password = given;
    }
  }
}
