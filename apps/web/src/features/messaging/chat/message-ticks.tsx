import { CheckOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@gembourse/contracts/messaging';

/** Where one of my messages stands. */
export type MessageState = 'sending' | 'sent' | 'delivered' | 'read';

/** The state of a stored message of mine, from its receipts. */
export function stateOf(message: Pick<ChatMessage, 'deliveredAt' | 'readAt'>): MessageState {
  if (message.readAt) return 'read';
  return message.deliveredAt ? 'delivered' : 'sent';
}

/** ✓ sent, ✓✓ delivered, blue ✓✓ read, a clock while sending; the state is named for screen readers and on hover. */
export function MessageTicks({ state }: { state: MessageState }) {
  const { t } = useTranslation('messaging');
  const label = t(`chat.state.${state}`);
  return (
    <span className={`gb-chat-ticks gb-chat-ticks--${state}`} role="img" aria-label={label} title={label} data-state={state}>
      {state === 'sending' ? (
        <ClockCircleOutlined />
      ) : state === 'sent' ? (
        <CheckOutlined />
      ) : (
        <>
          <CheckOutlined />
          <CheckOutlined className="gb-chat-ticks__second" />
        </>
      )}
    </span>
  );
}
