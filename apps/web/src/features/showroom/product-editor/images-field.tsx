import { useState, type DragEvent } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '@gembourse/contracts/product-editor';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import type { UploadItem } from '../../../shared/ui/image-upload-api.ts';

interface ImagesFieldProps {
  id?: string;
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
}

/** Moves the item at `from` to `to` in a copy of the list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The product's images (SPEC §5: recommended 800 x 1136, each through the cropper): the first is the default image.
 * They reorder by dragging a tile onto another, or with the arrow buttons for a keyboard or a touch screen.
 */
export function ImagesField({ id, value, onChange }: ImagesFieldProps) {
  const { t } = useTranslation('productEditor');
  const [dragging, setDragging] = useState<number | null>(null);
  const items = (value ?? []).filter((i) => i.status === 'done');
  const max = PRODUCT_LIMITS.imagesMax;

  const set = (next: UploadItem[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    set(moved(items, from, to));
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <div className="gb-pe-images">
      {items.length ? (
        <ol className="gb-pe-images__tiles" aria-label={t('info.imagesOrder')}>
          {items.map((item, index) => (
            <li
              key={item.uid}
              className={`gb-pe-images__tile${dragging === index ? ' gb-pe-images__tile--dragging' : ''}`}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                setDragging(index);
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
            >
              <img src={item.url} alt={t('info.imageN', { n: index + 1 })} draggable={false} />
              <HolderOutlined className="gb-pe-images__grip" aria-hidden />
              {index === 0 ? (
                <Tag color="gold" className="gb-pe-images__default">
                  {t('info.defaultImage')}
                </Tag>
              ) : null}
              <div className="gb-pe-images__actions">
                <Tooltip title={t('info.moveLeft')}>
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    aria-label={t('info.moveLeftN', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                </Tooltip>
                <Tooltip title={t('info.moveRight')}>
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined />}
                    aria-label={t('info.moveRightN', { n: index + 1 })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </Tooltip>
                <Tooltip title={t('info.removeImage')}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('info.removeImageN', { n: index + 1 })}
                    onClick={() => set(items.filter((i) => i.uid !== item.uid))}
                  />
                </Tooltip>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {items.length < max ? (
        // The uploader adds one image at a time (its cropper); the tiles above are the list.
        <ImageUpload
          id={id}
          purpose="product"
          shape="square"
          value={[]}
          onChange={(added) => set([...items, ...added.filter((i) => i.status === 'done')])}
          addLabel={t('info.addImage')}
        />
      ) : null}
      <p className="gb-pe-hint" aria-live="polite">
        {t('info.imagesCount', { n: items.length, max })}
      </p>
    </div>
  );
}
