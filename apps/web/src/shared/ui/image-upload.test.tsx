import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { envelope } from '../../test/fixtures.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { cropAspect, cropRect, largestCrop, maxZoomFor, outputSize, rotatedSize, scaleAt } from './crop-geometry.ts';
import { checkImageFile, croppedNameOf } from './image-file-check.ts';
import { ImageUpload } from './image-upload.tsx';
import type { UploadItem } from './image-upload-api.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const png = (name = 'gem.png') => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });
const sized = (file: File, size: number) => {
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** What the fake <img> does when given a source: load at this size, or fail. */
let nextImage: { width: number; height: number } | 'error' = { width: 400, height: 400 };

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  decoding = 'auto';
  private source = '';
  get src() {
    return this.source;
  }
  set src(value: string) {
    this.source = value;
    const outcome = nextImage;
    setTimeout(() => {
      if (outcome === 'error') this.onerror?.();
      else {
        this.naturalWidth = outcome.width;
        this.naturalHeight = outcome.height;
        this.onload?.();
      }
    }, 0);
  }
}

function Harness({ onItems }: { onItems: (items: UploadItem[]) => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  return (
    <ImageUpload
      purpose="avatar"
      shape="round"
      value={items}
      onChange={(next) => {
        setItems(next);
        onItems(next);
      }}
    />
  );
}

function renderUpload() {
  const onItems = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness onItems={onItems} />
    </AppProviders>,
  );
  const input = screen.getByTestId('upload-input-avatar') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onItems, pick };
}

const cropButton = () => screen.getByText('Crop and upload').closest('button') as HTMLButtonElement;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await setLocale('en');
  // The upload's texts are in `account`, which the pages with uploads load with their route.
  await loadNamespaces(['account']);
  nextImage = { width: 400, height: 400 };
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
  fetchMock = vi.fn(async () =>
    envelope({ url: '/uploads/avatar/abc.png', name: 'abc.png', mime: 'image/png', bytes: 10, width: 200, height: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkImageFile (SPEC §5: JPG, PNG, GIF up to 10 MB)', () => {
  it('accepts an image whose bytes say so', async () => {
    expect(await checkImageFile(png())).toBeUndefined();
    expect(await checkImageFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' }))).toBeUndefined();
    expect(await checkImageFile(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBeUndefined();
  });

  it('refuses other types, renamed files, empty files and files over 10 MB', async () => {
    expect(await checkImageFile(new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }))).toBe('type');
    expect(await checkImageFile(new File(['hello'], 'fake.png', { type: 'image/png' }))).toBe('type');
    expect(await checkImageFile(new File([new Uint8Array(PNG_HEAD)], 'x.webp', { type: 'image/webp' }))).toBe('type');
    expect(await checkImageFile(new File([], 'empty.png', { type: 'image/png' }))).toBe('empty');
    expect(await checkImageFile(sized(png(), 10 * 1024 * 1024 + 1))).toBe('size');
    expect(await checkImageFile(sized(png(), 10 * 1024 * 1024))).toBeUndefined();
  });

  it('names the cropped file after the picked one', () => {
    expect(croppedNameOf('Ring photo.GIF', 'image/png')).toBe('Ring photo.png');
    expect(croppedNameOf('.jpg', 'image/jpeg')).toBe('image.jpg');
  });
});

describe('crop geometry', () => {
  it('keeps the recommended shape, or follows the image between recommended and minimum (profile cover)', () => {
    expect(cropAspect('avatar', { width: 800, height: 300 })).toBe(1);
    expect(cropAspect('profileCover', { width: 4000, height: 2000 })).toBeCloseTo(2000 / 430);
    expect(cropAspect('profileCover', { width: 2000, height: 300 })).toBeCloseTo(2000 / 300);
    expect(cropAspect('profileCover', { width: 6000, height: 300 })).toBeCloseTo(2000 / 270);
  });

  it('limits the zoom to the minimum size and computes the selected rectangle', () => {
    const image = { width: 400, height: 300 };
    expect(largestCrop(image, 1)).toEqual({ width: 300, height: 300 });
    expect(maxZoomFor(image, 1, { width: 100, height: 100 })).toBe(3);
    expect(maxZoomFor({ width: 80, height: 80 }, 1, { width: 100, height: 100 })).toBeLessThan(1);
    const frame = { width: 200, height: 200 };
    const scale = scaleAt(image, frame, 1);
    expect(cropRect(image, { frame, scale, offset: { x: 0, y: 0 } })).toEqual({ left: 50, top: 0, width: 300, height: 300 });
    expect(rotatedSize(image, 1)).toEqual({ width: 300, height: 400 });
    expect(outputSize({ width: 3000, height: 645 }, { width: 2000, height: 430 })).toEqual({ width: 2000, height: 430 });
    expect(outputSize({ width: 150, height: 150 }, { width: 200, height: 200 })).toEqual({ width: 150, height: 150 });
  });
});

describe('ImageUpload (SPEC §2, §3, §5, §8)', () => {
  it('shows the allowed types and the recommended and minimum sizes', () => {
    renderUpload();
    expect(screen.getByText('JPG, PNG or GIF, up to 10 MB')).toBeTruthy();
    expect(screen.getByText('Recommended 200 × 200 px')).toBeTruthy();
    expect(screen.getByText('Minimum 100 × 100 px')).toBeTruthy();
  });

  it('refuses a file that is not an image, and one over 10 MB, with a message and no cropper', async () => {
    const { pick } = renderUpload();
    pick(new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file: JPG, PNG or GIF')).toBeTruthy();
    pick(sized(png('huge.png'), 11 * 1024 * 1024));
    expect(await screen.findByText('The image is larger than 10 MB. Please choose a smaller one')).toBeTruthy();
    expect(screen.queryByText('Crop image')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an image that cannot be loaded', async () => {
    nextImage = 'error';
    const { pick } = renderUpload();
    pick(png());
    expect(await screen.findByText('The image could not be loaded. It may be damaged; please choose another one')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Crop and upload')).toBeNull());
  });

  it('enforces the minimum size before any upload', async () => {
    nextImage = { width: 80, height: 60 };
    const { pick } = renderUpload();
    pick(png());
    expect(await screen.findByText(/This image is 80 × 60 px; at least 100 × 100 px is needed here/)).toBeTruthy();
    expect(cropButton().disabled).toBe(true);
    fireEvent.click(cropButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a crop that fails on the canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { pick } = renderUpload();
    pick(png());
    await screen.findByText('Crop image');
    expect(screen.getByLabelText('Rotate left')).toBeTruthy();
    expect(screen.getByLabelText('Rotate right')).toBeTruthy();
    await waitFor(() => expect(cropButton().disabled).toBe(false));
    fireEvent.click(cropButton());
    expect(await screen.findByText('The image could not be cropped. Please try again or choose another image')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('crops (after a turn) on a canvas, uploads the result as multipart and lists it as done; removing marks it removed', async () => {
    const drawn: unknown[][] = [];
    const ctx = new Proxy(
      {},
      { get: (_t, prop) => (prop === 'drawImage' ? (...args: unknown[]) => drawn.push(args) : () => undefined), set: () => true },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      done(new Blob(['cropped'], { type }));
    });
    nextImage = { width: 600, height: 400 };
    const { pick, onItems } = renderUpload();
    pick(png('Ring photo.png'));
    await screen.findByText('Crop image');
    await waitFor(() => expect(cropButton().disabled).toBe(false));
    fireEvent.click(screen.getByLabelText('Rotate right'));
    expect(screen.getByText('Selection 400 × 400 px')).toBeTruthy();
    fireEvent.click(cropButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/uploads/image?purpose=avatar');
    const file = (init.body as FormData).get('file') as File;
    expect(file.name).toBe('Ring photo.png');
    expect(file.type).toBe('image/png');
    expect(drawn).toHaveLength(1);
    const canvas = (HTMLCanvasElement.prototype.getContext as unknown as { mock: { contexts: HTMLCanvasElement[] } }).mock.contexts[0];
    // 400 px selected, stored at the recommended 200 px.
    expect([canvas.width, canvas.height]).toEqual([200, 200]);

    await waitFor(() => expect(onItems).toHaveBeenCalled());
    const [item] = onItems.mock.calls.at(-1)![0] as UploadItem[];
    expect(item).toMatchObject({ url: '/uploads/avatar/abc.png', name: 'abc.png', status: 'done' });
    expect(item.uid).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Crop image')).toBeNull());
    expect(screen.getByAltText('abc.png').getAttribute('src')).toBe('/uploads/avatar/abc.png');

    fireEvent.click(screen.getByText('Remove'));
    expect((onItems.mock.calls.at(-1)![0] as UploadItem[])[0].status).toBe('removed');
    expect(screen.queryByAltText('abc.png')).toBeNull();
  });
});
