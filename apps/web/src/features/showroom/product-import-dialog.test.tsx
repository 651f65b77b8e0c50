import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImportJob } from '@gembourse/contracts/product-import';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const LIST = '/api/showroom/product/list';
const START = '/api/showroom/product/import';
const JOB = '7d0c6a53-3f0e-4c1e-9d59-0d7f7b0b6a11';
const STATUS = `${START}/${JOB}`;
const EXPORT = '/api/showroom/product/export';

const POINTS = [
  { menuId: 1001, webPerms: 'showroom:view' },
  { menuId: 1015, webPerms: 'showroom:product:import' },
  { menuId: 1016, webPerms: 'showroom:product:export' },
];

const PAGE = {
  list: [
    {
      id: 1,
      name: 'Akoya Pearl Ring',
      sku: 'AK-001',
      image: null,
      categories: [30733],
      tags: [],
      brandId: null,
      brandName: null,
      currency: 'USD',
      price: 1200,
      published: true,
      listed: true,
      immediate: false,
      availability: 'stock',
      stock: 7,
      visibility: 'public',
      priceVisibility: 'public',
      releaseAt: null,
      released: true,
      displaySeq: 1,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 20,
  hasMore: false,
};

const job = (over: Partial<ProductImportJob>): ProductImportJob => ({
  jobId: JOB,
  state: 'checking',
  processed: 10,
  total: 40,
  imported: 0,
  refused: 0,
  unpublished: 0,
  message: null,
  refusals: [],
  ...over,
});

/** The API at the HTTP boundary: the list, the upload and the job, which is checking at first and then done. */
function stubApi() {
  const answers = [
    job({}),
    job({
      state: 'done',
      processed: 40,
      imported: 38,
      refused: 2,
      unpublished: 1,
      refusals: [
        { sheet: 'products', row: 12, place: 'Products row 12', sku: 'R-12', name: 'Ruby ring', reasons: ['Price: must be at least 0'] },
        {
          sheet: 'stones',
          row: 12,
          place: 'Stones row 12',
          sku: 'R-30',
          name: '',
          reasons: ['Product SKU: no row of the Products sheet has the SKU “R-30”'],
        },
      ],
    }),
  ];
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (path === LIST) return envelope(PAGE);
    if (path === START) return envelope({ jobId: JOB });
    if (path === STATUS) return envelope(answers.length > 1 ? answers.shift() : answers[0]);
    if (path === EXPORT)
      return new Response(new Blob(['xlsx']), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls: (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path) };
}

const dialog = () => screen.getByRole('dialog');
const buttonIn = (root: HTMLElement, text: string) => within(root).getByText(text, { selector: 'button, button *' }).closest('button')!;
const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type=file]')!;

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: POINTS }));
});
afterEach(() => vi.unstubAllGlobals());

describe('product import dialog (SPEC §5: Excel only, under 2MB, a file must be selected first)', () => {
  it('checks the file before any upload, then shows the progress, the result with the refused rows, and refreshes the list', async () => {
    const api = stubApi();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    await user.click(buttonIn(document.body, 'Import'));
    expect(await screen.findByText('Import products from Excel')).toBeTruthy();
    expect(within(dialog()).getByText('Download the template')).toBeTruthy();

    // No file yet: the SPEC message, nothing sent.
    await user.click(buttonIn(dialog(), 'Import'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please select a file first');
    // A picture renamed or not: only .xlsx.
    await user.upload(fileInput(), new File(['png'], 'photo.png', { type: 'image/png' }));
    await user.click(buttonIn(dialog(), 'Import'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please choose an Excel workbook (.xlsx)');
    // Over the contract's limit.
    await user.upload(fileInput(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.xlsx'));
    await user.click(buttonIn(dialog(), 'Import'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('The file is too large: it must be under 2 MB');
    expect(api.calls(START)).toHaveLength(0);

    const listCalls = api.calls(LIST).length;
    await user.upload(fileInput(), new File(['xlsx'], 'products.xlsx'));
    await user.click(buttonIn(dialog(), 'Import'));
    expect(await within(dialog()).findByText('Checking row 10 of 40…')).toBeTruthy();
    expect(api.calls(START)).toHaveLength(1);
    expect(api.calls(START)[0][1]?.body).toBeInstanceOf(FormData);

    expect(await within(dialog()).findByText('38 imported, 2 refused', {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog()).getByText('1 product was to be published but has no image: it was imported unpublished.')).toBeTruthy();
    expect(within(dialog()).getByText('Price: must be at least 0')).toBeTruthy();
    expect(within(dialog()).getByText('R-30')).toBeTruthy();
    // Row 12 of each sheet, told apart by the sheet's name.
    expect(within(dialog()).getByText('Products row 12')).toBeTruthy();
    expect(within(dialog()).getByText('Stones row 12')).toBeTruthy();
    expect(within(dialog()).getByText('Download the report')).toBeTruthy();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(listCalls));
  });

  it('exports the selected rows as a batch action, and asks for a selection first', async () => {
    const api = stubApi();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const user = userEvent.setup();
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    await user.click(buttonIn(document.body, 'Export'));
    expect(await screen.findByText('Select at least one product first')).toBeTruthy();
    expect(api.calls(EXPORT)).toHaveLength(0);
    await user.click(document.querySelector<HTMLInputElement>('.ant-table-row .ant-checkbox-input')!);
    await user.click(buttonIn(document.body, 'Export'));
    await waitFor(() => expect(api.calls(EXPORT)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(EXPORT)[0][1]?.body))).toEqual({ ids: [1] });
  });
});
