import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { App, Button, Input, Tooltip } from 'antd';
import { AppstoreAddOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, type ChatCard } from '@gembourse/contracts/messaging';
import { IMAGE_MAX_BYTES } from '@gembourse/contracts/uploads';
import { checkImageFile, IMAGE_ACCEPT } from '../../../shared/ui/image-file-check.ts';
import { uploadImage } from '../../../shared/ui/image-upload-api.ts';
import { sendDraft } from './chat-send.ts';

/** The counter shows from this share of CHAT_LIMITS.textMax on: a member writing a long offer sees the room left. */
const COUNTER_FROM = 0.9;
const MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

interface ComposerProps {
  conversationId: number;
  /** Why the member cannot write (blocked, peer inactive); null when they can. */
  disabledReason: string | null;
  /** The conversation's product or company: the member may send it as a card. */
  contextCard: ChatCard | null;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (an IME composition's Enter only confirms the word).
 * Images go through the existing upload pipeline (POST /api/uploads/image?purpose=chat, JPG/PNG/GIF up to 10 MB,
 * SPEC §5) without the cropper: a photo of a stone or a certificate is sent as taken, and the server re-encodes it
 * within the purpose's stored sizes.
 */
export function ChatComposer({ conversationId, disabledReason, contextCard }: ComposerProps) {
  const { t } = useTranslation('messaging');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = disabledReason !== null;
  const length = text.trim().length;
  const tooLong = length > CHAT_LIMITS.textMax;
  const canSend = !disabled && length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    sendDraft(conversationId, { kind: 'text', text: text.trim() });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || disabled) return;
    const problem = await checkImageFile(file);
    if (problem) {
      void message.error({ content: t(`chat.image.errors.${problem}`, { maxMb: MAX_MB }), key: 'gb-chat-image' });
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadImage(file, file.name, 'chat');
      sendDraft(conversationId, { kind: 'image', url: answer.url, width: answer.width, height: answer.height });
    } catch {
      // The error catalogue has shown the server's message.
    } finally {
      setUploading(false);
    }
  };

  const sendCard = () => {
    if (!contextCard || disabled) return;
    sendDraft(
      conversationId,
      contextCard.type === 'product'
        ? { kind: 'product', productId: contextCard.id, card: contextCard }
        : { kind: 'company', companyId: contextCard.id, card: contextCard },
    );
  };

  return (
    <div className="gb-chat-composer">
      {disabled ? (
        <p className="gb-chat-composer__blocked" role="status">
          {disabledReason}
        </p>
      ) : null}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={t('chat.composer.placeholder')}
        aria-label={t('chat.composer.label')}
        autoSize={{ minRows: 1, maxRows: 5 }}
        status={tooLong ? 'error' : undefined}
      />
      <div className="gb-chat-composer__bar">
        <Tooltip title={t('chat.composer.image')}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('chat.composer.image')}
            loading={uploading}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void onFile(e)} data-testid="chat-image-input" />
        {contextCard ? (
          <Tooltip title={t(`chat.composer.card.${contextCard.type}`)}>
            <Button
              type="text"
              icon={<AppstoreAddOutlined />}
              aria-label={t(`chat.composer.card.${contextCard.type}`)}
              disabled={disabled}
              onClick={sendCard}
            />
          </Tooltip>
        ) : null}
        <span className="gb-chat-composer__hint">{t('chat.composer.hint')}</span>
        {length >= CHAT_LIMITS.textMax * COUNTER_FROM ? (
          <span className={`gb-chat-composer__count${tooLong ? ' gb-chat-composer__count--over' : ''}`} aria-live="polite">
            {t('chat.composer.count', { length, max: CHAT_LIMITS.textMax })}
          </span>
        ) : null}
        <Button type="primary" icon={<SendOutlined />} disabled={!canSend} onClick={send}>
          {t('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
