import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../../shared/session/session-store.ts';
import { logIn, makeCompany, stubEditorApi } from './test/editor-stub.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A canvas that draws nothing and yields a small blob (jsdom has no canvas). */
function stubCanvas() {
  const ctx = new Proxy({}, { get: (_t, prop) => (prop === 'measureText' ? () => ({ width: 10 }) : () => undefined), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    done(new Blob(['cropped'], { type }));
  });
}

/** An <img> that loads at 1600 x 1000 px (jsdom decodes nothing). */
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
    setTimeout(() => {
      this.naturalWidth = 1600;
      this.naturalHeight = 1000;
      this.onload?.();
    }, 0);
  }
}

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exhibition photos (SPEC §2, §9: up to 5, through the cropper)', () => {
  it('crops and uploads the fifth photo with purpose exhibition, then hides the add tile and names the limit', async () => {
    logIn();
    const four = ['a', 'b', 'c', 'd'].map((n) => `/uploads/exhibition/${n}.webp`);
    const { fetchMock, bodiesOf } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany({ mediaPhotos: four })),
      '/api/uploads/image': () =>
        envelope({ url: '/uploads/exhibition/e.webp', name: 'e.webp', mime: 'image/webp', bytes: 10, width: 1600, height: 1000 }),
      '/api/company/update': (body) => envelope(makeCompany(body as object)),
    });
    renderApp('/home/company-profile-edit?language=en');
    await screen.findByDisplayValue('Aurora Gems Ltd');
    expect(screen.getByText('4 of 5 photos')).toBeTruthy();
    stubCanvas();
    fireEvent.change(screen.getByTestId('upload-input-exhibition'), {
      target: { files: [new File([PNG], 'booth.png', { type: 'image/png' })] },
    });
    await screen.findByText('Crop image');
    const crop = () => screen.getByText('Crop and upload').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(crop().disabled).toBe(false));
    fireEvent.click(crop());

    expect(await screen.findByText('5 of 5 photos')).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/uploads/image'))?.[0])).toBe(
      '/api/uploads/image?purpose=exhibition',
    );
    expect(screen.getByText('You have reached the limit of 5 exhibition photos. Remove one to add another.')).toBeTruthy();
    expect(screen.queryByText('Add photo', { selector: 'button, button *' })).toBeNull();

    fireEvent.click(screen.getByText('Save', { selector: 'button span' }).closest('button') as HTMLButtonElement);
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([{ mediaPhotos: [...four, '/uploads/exhibition/e.webp'] }]);
  });
});
