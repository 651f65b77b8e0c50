import { countryName } from '@gembourse/contracts/countries';
import type { FavouriteBrand, FavouriteProduct, FavouriteType } from '@gembourse/contracts/favourites';
import { pickText, type I18nText, type Locale } from '@gembourse/contracts/locale';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';

// The favourites export as an .xlsx workbook (exceljs, ARCHITECTURE §2): one sheet, headings and values in the
// request's language. Texts are written as strings, never as formulas, so a name starting with "=" stays a name.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Column {
  heading: MessageKey;
  key: string;
  width: number;
  numFmt?: string;
}

const DATE_FORMAT = 'yyyy-mm-dd';

async function workbook(sheet: MessageKey, columns: Column[], rows: Record<string, unknown>[], locale: Locale): Promise<Buffer> {
  // Loaded at the first export, not at start: exceljs alone took 0.42 s of the server's start (docs/benchmarks.md
  // "Start-up and memory"), for an export a member asks for now and then.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'GemBourse';
  book.created = new Date();
  const ws = book.addWorksheet(translate(sheet, locale), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: translate(c.heading, locale),
    key: c.key,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.addRows(rows);
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A link cell, or an empty one for items the member can no longer open. */
const link = (url: string | null) => (url ? { text: url, hyperlink: url } : null);

/** The collected brands as a workbook: brand, supplier names, country, main products, verification, date, profile link. */
export function brandsWorkbook(list: FavouriteBrand[], labels: Map<number, I18nText>, locale: Locale, publicUrl: string): Promise<Buffer> {
  const columns: Column[] = [
    { heading: 'favouriteColBrand', key: 'brand', width: 28 },
    { heading: 'favouriteColCompany', key: 'name', width: 32 },
    { heading: 'favouriteColCompanyEn', key: 'nameEn', width: 32 },
    { heading: 'favouriteColCountry', key: 'country', width: 18 },
    { heading: 'favouriteColMainProducts', key: 'mainProducts', width: 40 },
    { heading: 'favouriteColVerification', key: 'verification', width: 20 },
    { heading: 'favouriteColCollectedAt', key: 'collectedAt', width: 14, numFmt: DATE_FORMAT },
    { heading: 'favouriteColLink', key: 'link', width: 48 },
  ];
  const rows = list.map((b) => ({
    brand: b.name,
    name: b.companyName,
    nameEn: b.companyNameEn ?? '',
    country: countryName(b.country, locale),
    mainProducts: b.mainProducts
      .map((v) => pickText(labels.get(v), locale))
      .filter(Boolean)
      .join(', '),
    verification: translate(`favouriteVerification_${b.verificationStatus}`, locale),
    collectedAt: new Date(b.collectedAt),
    link: link(b.available ? `${publicUrl}/home/company-profile?id=${b.companyId}` : null),
  }));
  return workbook('favouriteSheetBrands', columns, rows, locale);
}

/** The collected products (wish list) as a workbook: product, SKU, supplier, price, status, date, link. */
export function productsWorkbook(list: FavouriteProduct[], locale: Locale, publicUrl: string): Promise<Buffer> {
  const columns: Column[] = [
    { heading: 'favouriteColProduct', key: 'name', width: 36 },
    { heading: 'favouriteColSku', key: 'sku', width: 16 },
    { heading: 'favouriteColSupplier', key: 'supplier', width: 32 },
    { heading: 'favouriteColPrice', key: 'price', width: 16, numFmt: '#,##0.00' },
    { heading: 'favouriteColCurrency', key: 'currency', width: 10 },
    { heading: 'favouriteColStatus', key: 'status', width: 20 },
    { heading: 'favouriteColCollectedAt', key: 'collectedAt', width: 14, numFmt: DATE_FORMAT },
    { heading: 'favouriteColLink', key: 'link', width: 48 },
  ];
  const rows = list.map((p) => {
    let price: number | string = '';
    if (p.available) price = p.price ?? translate('favouritePriceOnRequest', locale);
    return {
      // A product the member may no longer see keeps none of its current fields (favourites.presenter.ts).
      name: p.name ?? translate('favouriteUnavailable', locale),
      sku: p.sku ?? '',
      supplier: p.companyName,
      price,
      currency: p.available && p.price != null ? (p.currency ?? '') : '',
      status: translate(p.available ? 'favouriteAvailable' : 'favouriteUnavailable', locale),
      collectedAt: new Date(p.collectedAt),
      link: link(p.available ? `${publicUrl}/home/product-detail?id=${p.id}` : null),
    };
  });
  return workbook('favouriteSheetProducts', columns, rows, locale);
}

/**
 * Content-Disposition of an export: the translated name as RFC 5987 `filename*` (Chinese names intact) and an
 * ASCII `filename` for clients that read only that one.
 */
export function exportDisposition(type: FavouriteType, locale: Locale, now = new Date()): string {
  const key: MessageKey = type === 'brand' ? 'favouriteFileBrands' : 'favouriteFileProducts';
  const day = now.toISOString().slice(0, 10);
  const ascii = `${translate(key, 'en')}-${day}.xlsx`;
  const name = `${translate(key, locale)}-${day}.xlsx`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
