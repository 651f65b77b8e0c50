import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { App, Button, Spin } from 'antd';
import { DeleteOutlined, PictureOutlined, PlusOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, type ImagePurpose } from '@gembourse/contracts/uploads';
import { sizesOf } from './crop-geometry.ts';
import { checkImageFile, IMAGE_ACCEPT } from './image-file-check.ts';
import { newUploadUid, uploadImage, type UploadItem } from './image-upload-api.ts';
import type { CroppedImage } from './image-cropper.tsx';
import './image-upload.css';

const loadCropper = () => import('./image-cropper.tsx');
// The cropper (canvas work, slider, dialog) loads when someone picks a file, never with the page.
const ImageCropper = lazy(() => loadCropper().then((m) => ({ default: m.ImageCropper })));

const MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

export interface ImageUploadProps {
  purpose: ImagePurpose;
  /** The upload list (SPEC §3): items move from done to removed; removed ones are kept so a form can see them. */
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  /** How many images may be in the list at once; with 1, a new image replaces the old one. */
  maxCount?: number;
  /** round: avatar; wide: cover banner; square: tiles. */
  shape?: 'square' | 'round' | 'wide';
  disabled?: boolean;
  /** Set by antd Form.Item so the label points at the picker button. */
  id?: string;
  /** Label of the picker when nothing is uploaded yet. */
  addLabel?: string;
}

/**
 * Image upload with the required crop (SPEC §5): JPG, PNG or GIF up to 10 MB (checked here for a friendly message,
 * and again by the server), then the cropper with the purpose's recommended and minimum sizes, then a multipart
 * upload of the cropped image. Works as an antd Form control holding upload list items.
 */
export function ImageUpload({
  purpose,
  value,
  onChange,
  maxCount = 1,
  shape = 'square',
  disabled = false,
  id,
  addLabel,
}: ImageUploadProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const items = value ?? [];
  const done = items.filter((i) => i.status === 'done');
  const { recommended, min } = sizesOf(purpose);
  const single = maxCount === 1;
  const canAdd = single || done.length < maxCount;

  const openPicker = () => {
    if (disabled) return;
    void loadCropper();
    inputRef.current?.click();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after a failed crop) fires a change.
    event.target.value = '';
    if (!file) return;
    setChecking(true);
    const problem = await checkImageFile(file);
    setChecking(false);
    if (problem) {
      void message.error({ content: t(`upload.errors.${problem}`, { maxMb: MAX_MB }), key: 'gb-upload-check' });
      return;
    }
    setPicked(file);
  };

  const onCropped = async (image: CroppedImage) => {
    setUploading(true);
    try {
      const answer = await uploadImage(image.blob, image.name, purpose);
      const item: UploadItem = { uid: newUploadUid(), url: answer.url, name: answer.name, status: 'done' };
      const kept = single ? items.map((i) => (i.status === 'done' ? { ...i, status: 'removed' as const } : i)) : items;
      onChange?.([...kept, item]);
      setPicked(null);
    } catch {
      // The error catalogue has shown the server's message; the cropper stays open so the user can retry.
    } finally {
      setUploading(false);
    }
  };

  const remove = (uid: string) => onChange?.(items.map((i) => (i.uid === uid ? { ...i, status: 'removed' as const } : i)));

  const hint = (
    <p className="gb-upload__hint">
      <span>{t('upload.hint', { maxMb: MAX_MB })}</span>
      <span>{t('upload.recommended', { width: recommended.width, height: recommended.height })}</span>
      {min ? <span>{t('upload.minimum', { width: min.width, height: min.height })}</span> : null}
    </p>
  );

  const pickerLabel = done.length && single ? t('upload.change') : (addLabel ?? t('upload.add'));
  const current = single ? done.at(-1) : undefined;

  return (
    <div className={`gb-upload gb-upload--${shape}`}>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="gb-upload__input"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onFile(e)}
        data-testid={`upload-input-${purpose}`}
      />
      {shape === 'square' && !single ? (
        <ul className="gb-upload__tiles">
          {done.map((item) => (
            <li key={item.uid} className="gb-upload__tile">
              <img src={item.url} alt={item.name} />
              <Button
                size="small"
                className="gb-upload__tile-remove"
                icon={<DeleteOutlined />}
                aria-label={t('upload.removeNamed', { name: item.name })}
                onClick={() => remove(item.uid)}
                disabled={disabled}
              />
            </li>
          ))}
          {canAdd ? (
            <li>
              <button
                id={id}
                type="button"
                className="gb-upload__add"
                onClick={openPicker}
                onPointerEnter={() => void loadCropper()}
                disabled={disabled || checking}
              >
                {checking ? <Spin size="small" /> : <PlusOutlined />}
                <span>{addLabel ?? t('upload.add')}</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : (
        <div className="gb-upload__single">
          <div className="gb-upload__preview">
            {current ? (
              <img src={current.url} alt={current.name} />
            ) : (
              <span className="gb-upload__empty" aria-hidden>
                {shape === 'round' ? <UserOutlined /> : <PictureOutlined />}
              </span>
            )}
          </div>
          <div className="gb-upload__actions">
            <Button
              id={id}
              icon={current ? <SwapOutlined /> : <PlusOutlined />}
              onClick={openPicker}
              onPointerEnter={() => void loadCropper()}
              loading={checking}
              disabled={disabled}
            >
              {pickerLabel}
            </Button>
            {current ? (
              <Button icon={<DeleteOutlined />} onClick={() => remove(current.uid)} disabled={disabled}>
                {t('upload.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {hint}
      {picked ? (
        <Suspense fallback={<Spin fullscreen />}>
          <ImageCropper
            file={picked}
            purpose={purpose}
            round={shape === 'round'}
            busy={uploading}
            onCancel={() => setPicked(null)}
            onCropped={(image) => void onCropped(image)}
            onLoadError={() => {
              setPicked(null);
              void message.error({ content: t('upload.errors.load'), key: 'gb-upload-load' });
            }}
            onCropError={() => void message.error({ content: t('upload.errors.crop'), key: 'gb-upload-crop' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
