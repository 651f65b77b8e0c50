import { message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** The antd feedback APIs the error catalogue needs, usable from outside React. */
export interface UiBridge {
  message: Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;
  modal: Pick<ModalStaticFunctions, 'error' | 'warning' | 'confirm'>;
  notification: Pick<NotificationInstance, 'error' | 'warning' | 'success' | 'info'>;
}

// Until <App> mounts (or in a test without it) antd's static functions still show something.
let bridge: UiBridge = { message: staticMessage, modal: Modal, notification: staticNotification };

/**
 * Registers the context-bound instances from App.useApp(): unlike the static functions they follow the
 * theme, locale and direction of the ConfigProvider.
 */
export function setUiBridge(next: UiBridge): void {
  bridge = next;
}

/** The current feedback APIs. */
export function ui(): UiBridge {
  return bridge;
}
