import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Button, Modal, Slider, Space, Spin, Tooltip } from 'antd';
import { RotateLeftOutlined, RotateRightOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImagePurpose } from '@gembourse/contracts/uploads';
import {
  clampOffset,
  cropAspect,
  cropRect,
  frameFor,
  largestCrop,
  maxZoomFor,
  meetsMinimum,
  outputSize,
  rotatedSize,
  scaleAt,
  sizesOf,
  type QuarterTurns,
  type Size,
} from './crop-geometry.ts';
import { croppedNameOf, croppedTypeOf } from './image-file-check.ts';
import './image-upload.css';

/** What the cropper hands back: the cropped image, ready to upload. */
export interface CroppedImage {
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

export interface ImageCropperProps {
  file: File;
  purpose: ImagePurpose;
  /** Round frame for avatars (the stored image stays square). */
  round?: boolean;
  /** True while the parent uploads the result. */
  busy?: boolean;
  onCancel: () => void;
  onCropped: (image: CroppedImage) => void;
  /** The picked file could not be decoded as an image (SPEC §8 "Image loading ... failures"). */
  onLoadError: () => void;
  /** Drawing or encoding the crop failed (SPEC §8 "... cropping failures"). */
  onCropError: (cause: unknown) => void;
}

const PADDING = 24;
const MAX_FRAME_HEIGHT = 300;
const MIN_VIEWPORT_HEIGHT = 200;

/** Draws the selected part of the turned image onto a canvas of the output size and encodes it. */
async function renderCrop(
  image: HTMLImageElement,
  natural: Size,
  turns: QuarterTurns,
  rect: { left: number; top: number; width: number; height: number },
  out: Size,
  type: 'image/jpeg' | 'image/png',
): Promise<Blob> {
  const turned = rotatedSize(natural, turns);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D context unavailable');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, out.width, out.height);
  }
  ctx.scale(out.width / rect.width, out.height / rect.height);
  ctx.translate(-rect.left, -rect.top);
  ctx.translate(turned.width / 2, turned.height / 2);
  ctx.rotate((turns * Math.PI) / 2);
  ctx.drawImage(image, -natural.width / 2, -natural.height / 2);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas produced no image'))), type, 0.92);
  });
}

/** Loads the picked file into an <img>; reports decoding failures. */
function useLoadedImage(file: File, onLoadError: () => void) {
  const [state, setState] = useState<{ image: HTMLImageElement; natural: Size } | null>(null);
  const onErrorRef = useRef(onLoadError);
  useLayoutEffect(() => {
    onErrorRef.current = onLoadError;
  });
  useEffect(() => {
    let alive = true;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (!alive) return;
      if (!image.naturalWidth || !image.naturalHeight) onErrorRef.current();
      else setState({ image, natural: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.onerror = () => {
      if (alive) onErrorRef.current();
    };
    image.src = url;
    return () => {
      alive = false;
      image.onload = null;
      image.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return { ...state, url: state?.image.src };
}

/**
 * Measures an element's width as it changes. A callback ref: the dialog mounts its body after the first commit, so
 * an effect with a plain ref would run before the element exists. jsdom reports 0: assume a dialog's width then.
 */
function useWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, element, width || 520] as const;
}

/**
 * The image cropper (SPEC §2, §5): the frame has the purpose's shape; the image is dragged with a pointer (or the
 * arrow keys), zoomed with the slider, the wheel or +/-, and turned left or right. Cropping is required and the
 * purpose's minimum size is enforced: the zoom stops where the selection would get too small, and an image that is
 * too small from the start cannot be confirmed. Everything runs on a canvas in the browser.
 */
export function ImageCropper({
  file,
  purpose,
  round = false,
  busy = false,
  onCancel,
  onCropped,
  onLoadError,
  onCropError,
}: ImageCropperProps) {
  const { t } = useTranslation('account');
  const { image, natural, url } = useLoadedImage(file, onLoadError);
  const [turns, setTurns] = useState<QuarterTurns>(0);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [cropping, setCropping] = useState(false);
  const [viewportRef, viewportElement, viewportWidth] = useWidth<HTMLDivElement>();
  const drag = useRef<{ id: number; x: number; y: number; ox: number; oy: number } | null>(null);
  const { recommended, min } = sizesOf(purpose);

  const turned = natural ? rotatedSize(natural, turns) : null;
  const aspect = turned ? cropAspect(purpose, turned) : recommended.width / recommended.height;
  const frame = frameFor(viewportWidth, aspect, MAX_FRAME_HEIGHT, PADDING);
  const viewportHeight = Math.max(MIN_VIEWPORT_HEIGHT, Math.round(frame.height + PADDING * 2));
  const maxZoom = turned ? maxZoomFor(turned, aspect, min) : 1;
  const tooSmall = Boolean(turned && !meetsMinimum(largestCrop(turned, aspect), min));
  const zoomLimit = Math.max(1, maxZoom);
  const scale = turned ? scaleAt(turned, frame, Math.min(zoom, zoomLimit)) : 1;
  const clamped = turned ? clampOffset(offset, turned, frame, scale) : offset;
  const rect = turned ? cropRect(turned, { frame, scale, offset: clamped }) : null;
  const selection = rect ? { width: Math.round(rect.width), height: Math.round(rect.height) } : null;
  const valid = Boolean(rect && !tooSmall && meetsMinimum(rect, min));

  const setZoomClamped = (next: number) => setZoom(Math.min(zoomLimit, Math.max(1, next)));
  const turn = (delta: 1 | -1) => {
    setTurns((v) => ((v + delta + 4) % 4) as QuarterTurns);
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  };

  // A non-passive wheel listener: zooming must not scroll the page behind the dialog.
  const zoomRef = useRef(setZoomClamped);
  useLayoutEffect(() => {
    zoomRef.current = setZoomClamped;
  });
  const zoomValue = useRef(zoom);
  useLayoutEffect(() => {
    zoomValue.current = zoom;
  });
  useEffect(() => {
    const el = viewportElement;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomRef.current(zoomValue.current * (event.deltaY < 0 ? 1.08 : 1 / 1.08));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [viewportElement]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, ox: clamped.x, oy: clamped.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    setOffset({ x: d.ox + event.clientX - d.x, y: d.oy + event.clientY - d.y });
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (moves[event.key]) {
      event.preventDefault();
      setOffset({ x: clamped.x + moves[event.key][0], y: clamped.y + moves[event.key][1] });
    } else if (event.key === '+' || event.key === '=') {
      setZoomClamped(zoom * 1.1);
    } else if (event.key === '-') {
      setZoomClamped(zoom / 1.1);
    }
  };

  const confirm = async () => {
    if (!image || !natural || !rect || !valid) return;
    setCropping(true);
    try {
      const type = croppedTypeOf(file.type);
      const out = outputSize(rect, recommended);
      const blob = await renderCrop(image, natural, turns, rect, out, type);
      onCropped({ blob, name: croppedNameOf(file.name, type), width: out.width, height: out.height });
    } catch (cause) {
      onCropError(cause);
    } finally {
      setCropping(false);
    }
  };

  const imageStyle = useMemo(
    () =>
      natural
        ? {
            width: natural.width * scale,
            height: natural.height * scale,
            transform: `translate(-50%, -50%) translate(${clamped.x}px, ${clamped.y}px) rotate(${turns * 90}deg)`,
          }
        : undefined,
    [natural, scale, clamped.x, clamped.y, turns],
  );

  return (
    <Modal
      open
      title={t('cropper.title')}
      onCancel={busy ? undefined : onCancel}
      maskClosable={false}
      keyboard={!busy}
      width={600}
      centered
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {t('cropper.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={() => void confirm()} disabled={!valid} loading={busy || cropping}>
          {t('cropper.confirm')}
        </Button>,
      ]}
    >
      <p className="gb-cropper__hint">{t('cropper.hint')}</p>
      <div
        ref={viewportRef}
        className="gb-cropper__viewport"
        style={{ height: viewportHeight }}
        role="application"
        aria-label={t('cropper.area')}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {url && imageStyle ? (
          <img className="gb-cropper__image" src={url} alt="" draggable={false} style={imageStyle} />
        ) : (
          <Spin className="gb-cropper__spin" />
        )}
        <div
          className={`gb-cropper__frame${round ? ' gb-cropper__frame--round' : ''}`}
          style={{ width: frame.width, height: frame.height }}
          aria-hidden
        />
      </div>
      <div className="gb-cropper__tools">
        <Space size={4}>
          <Tooltip title={t('cropper.rotateLeft')}>
            <Button icon={<RotateLeftOutlined />} aria-label={t('cropper.rotateLeft')} onClick={() => turn(-1)} disabled={!image} />
          </Tooltip>
          <Tooltip title={t('cropper.rotateRight')}>
            <Button icon={<RotateRightOutlined />} aria-label={t('cropper.rotateRight')} onClick={() => turn(1)} disabled={!image} />
          </Tooltip>
          <Tooltip title={t('cropper.reset')}>
            <Button
              icon={<UndoOutlined />}
              aria-label={t('cropper.reset')}
              onClick={() => {
                setTurns(0);
                setZoom(1);
                setOffset({ x: 0, y: 0 });
              }}
              disabled={!image}
            />
          </Tooltip>
        </Space>
        <div className="gb-cropper__zoom">
          <span className="gb-cropper__zoom-label">{t('cropper.zoom')}</span>
          <Slider
            min={1}
            max={zoomLimit}
            step={0.01}
            value={Math.min(zoom, zoomLimit)}
            onChange={(v) => setZoomClamped(v)}
            disabled={!image || zoomLimit <= 1}
            tooltip={{ open: false }}
            ariaLabelForHandle={t('cropper.zoom')}
          />
        </div>
      </div>
      <p className="gb-cropper__sizes">
        {selection ? <span>{t('cropper.selection', { width: selection.width, height: selection.height })}</span> : null}
        <span>{t('upload.recommended', { width: recommended.width, height: recommended.height })}</span>
        {min ? <span>{t('upload.minimum', { width: min.width, height: min.height })}</span> : null}
      </p>
      {tooSmall && natural && min ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('upload.errors.tooSmall', { width: natural.width, height: natural.height, minWidth: min.width, minHeight: min.height })}
        />
      ) : null}
    </Modal>
  );
}
