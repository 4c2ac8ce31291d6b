import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { message as staticMessage, notification as staticNotification, Modal } from 'antd';

/** antd feedback APIs bound to the app's context (set by <FeedbackBridge/>); static ones until then. */
export const feedback: { message: MessageInstance; notification: NotificationInstance; modal: ModalHookAPI } = {
  message: staticMessage,
  notification: staticNotification,
  modal: Modal as unknown as ModalHookAPI,
};
