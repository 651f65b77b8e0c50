import PDFDocument from 'pdfkit';
import type { Locale } from '@gembourse/contracts/locale';
import type { InvoiceLine } from '../../db/schema/billing.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { InvoiceRow } from './billing.repository.ts';
import { familiesOf, fontBytes, fontFileFor, type Weight } from './invoice-fonts.ts';

// An invoice as a PDF in one language (issue 13 item 5), with PDFKit: an A4 page with the issuer, the company billed
// (a Chinese company name included), the period, the lines, VAT and totals, and the card that paid. Every text is
// set in runs of the fonts of invoice-fonts.ts, so any of the four languages and any company name print.

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const ACCENT = '#4499aa';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
};

/** BCP 47 tags for Intl and the PDF's /Lang. */
const TAGS: Record<Locale, string> = { en: 'en-GB', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', tr: 'tr-TR' };

interface TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
  /** Right-aligns within `width` from x. */
  align?: 'left' | 'right';
  width?: number;
}

/** Draws text in runs of the fonts that have its characters; measures it the same way. */
function writer(doc: PDFKit.PDFDocument, locale: Locale) {
  const families = familiesOf(locale);
  const registered = new Set<string>();

  /** The text split into runs of one font file each (characters no font has print as "?"). */
  function runs(text: string, weight: Weight): { font: string; text: string }[] {
    const out: { font: string; text: string }[] = [];
    for (const ch of text) {
      let file = fontFileFor(ch.codePointAt(0)!, families, weight);
      let c = ch;
      if (!file) {
        c = '?';
        file = fontFileFor(0x3f, families, weight)!;
      }
      if (!registered.has(file)) {
        doc.registerFont(file, fontBytes(file));
        registered.add(file);
      }
      const last = out[out.length - 1];
      if (last && last.font === file) last.text += c;
      else out.push({ font: file, text: c });
    }
    return out;
  }

  function width(text: string, size: number, weight: Weight): number {
    doc.fontSize(size);
    return runs(text, weight).reduce((sum, r) => sum + doc.font(r.font).widthOfString(r.text), 0);
  }

  /** The text broken into lines no wider than `max` (at spaces where it can, anywhere in Chinese). */
  function wrap(text: string, max: number, size: number, weight: Weight): string[] {
    const lines: string[] = [];
    let line = '';
    for (const ch of text) {
      const next = line + ch;
      if (width(next, size, weight) <= max || !line) {
        line = next;
        continue;
      }
      const space = line.lastIndexOf(' ');
      if (space > 0 && ch !== ' ') {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + ch;
      } else {
        lines.push(line);
        line = ch === ' ' ? '' : ch;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws one line at (x, y); answers its height. */
  function text(value: string, x: number, y: number, o: TextOptions = {}): number {
    const size = o.size ?? 10;
    const weight = o.weight ?? 400;
    doc.fillColor(o.color ?? INK).fontSize(size);
    let at = o.align === 'right' && o.width !== undefined ? x + o.width - width(value, size, weight) : x;
    for (const r of runs(value, weight)) {
      doc.font(r.font).text(r.text, at, y, { lineBreak: false });
      at += doc.widthOfString(r.text);
    }
    return size * 1.4;
  }

  /** Draws a block wrapped to `max`; answers its height. */
  function block(value: string, x: number, y: number, max: number, o: TextOptions = {}): number {
    let h = 0;
    for (const line of wrap(value, max, o.size ?? 10, o.weight ?? 400)) h += text(line, x, y + h, o);
    return h;
  }

  return { text, block };
}

/** A line's parameters in `locale`: a plan's name from its frozen names (`plan.<locale>`), the cycle as a word. */
function lineParams(line: InvoiceLine, locale: Locale): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(line.params)) {
    const [name, lang] = key.split('.');
    if (!lang) params[name] = value;
  }
  for (const name of ['plan', 'from']) {
    const value = line.params[`${name}.${locale}`] ?? line.params[`${name}.en`];
    if (value !== undefined) params[name] = value;
  }
  if (params.cycle === 'monthly' || params.cycle === 'yearly') {
    params.cycle = translate(params.cycle === 'monthly' ? 'cycleMonthly' : 'cycleYearly', locale);
  }
  return params;
}

/** Renders `invoice` as a PDF in `locale`. */
export async function renderInvoicePdf(invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const tag = TAGS[locale];
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const money = (cents: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const day = (d: string | Date) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d);
  const country = (code: string) => new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: tag,
    info: { Title: `${t('invoiceTitle')} ${invoice.number}`, Author: 'GemBourse', CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = writer(doc, locale);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const inner = right - left;

  // Heading: the brand on the left, the title and the invoice's facts on the right.
  w.text('GemBourse', left, 50, { size: 20, weight: 700, color: ACCENT });
  w.text(t('invoiceIssuerName'), left, 76, { size: 9, color: MUTED });
  w.text(t('invoiceTitle'), left, 50, { size: 22, weight: 700, align: 'right', width: inner });
  let y = 84;
  for (const [label, value] of [
    [t('invoiceNumber'), invoice.number],
    [t('invoiceDate'), day(invoice.issuedAt)],
    [t('invoiceStatus'), t(invoice.status === 'paid' ? 'invoiceStatusPaid' : 'invoiceStatusRefunded')],
  ]) {
    w.text(label, right - 260, y, { size: 9, color: MUTED });
    y += w.text(value, right - 260, y, { size: 10, weight: 700, align: 'right', width: 260 });
  }

  // Who bills whom.
  y = Math.max(y, 130) + 20;
  const column = inner / 2 - 10;
  w.text(t('invoiceIssuer'), left, y, { size: 9, color: MUTED });
  w.text(t('invoiceBillTo'), left + inner / 2, y, { size: 9, color: MUTED });
  y += 14;
  const issuerHeight = w.text('GemBourse', left, y, { size: 11, weight: 700 }) + w.block(t('invoiceIssuerName'), left, y + 16, column);
  const a = invoice.billTo.address;
  let billed = w.block(invoice.billTo.companyName, left + inner / 2, y, column, { size: 11, weight: 700 });
  for (const part of [a.street, [a.postalCode, a.city].filter(Boolean).join(' '), a.state ?? '', country(a.country)]) {
    if (part) billed += w.block(part, left + inner / 2, y + billed, column);
  }
  y += Math.max(issuerHeight + 16, billed) + 16;
  w.text(t('invoicePeriod'), left, y, { size: 9, color: MUTED });
  y += w.text(`${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, left + 110, y, { size: 10 }) + 16;

  // The lines.
  const cols = { qty: right - 230, unit: right - 180, amount: right - 90 };
  const head = { size: 9, color: MUTED, weight: 700 as const };
  w.text(t('invoiceDescription'), left, y, head);
  w.text(t('invoiceQuantity'), cols.qty, y, { ...head, align: 'right', width: 40 });
  w.text(t('invoiceUnitPrice'), cols.unit, y, { ...head, align: 'right', width: 80 });
  w.text(t('invoiceAmount'), cols.amount, y, { ...head, align: 'right', width: 90 });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  y += 8;
  for (const line of invoice.lines) {
    const h = w.block(t(line.key as MessageKey, lineParams(line, locale)), left, y, cols.qty - left - 10);
    w.text(String(line.quantity), cols.qty, y, { align: 'right', width: 40 });
    w.text(money(line.unitCents), cols.unit, y, { align: 'right', width: 80 });
    w.text(money(line.amountCents), cols.amount, y, { align: 'right', width: 90 });
    y += Math.max(h, 14) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  y += 10;

  // Totals.
  const rate = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(invoice.taxRateBp / 10_000);
  for (const [label, value, bold] of [
    [t('invoiceSubtotal'), money(invoice.subtotalCents), false],
    [t('invoiceTax', { rate }), money(invoice.taxCents), false],
    [t('invoiceTotal'), money(invoice.totalCents), true],
  ] as const) {
    const o = { size: bold ? 12 : 10, weight: (bold ? 700 : 400) as Weight };
    w.text(label, cols.unit - 60, y, { ...o, align: 'right', width: 140 });
    y += w.text(value, cols.amount, y, { ...o, align: 'right', width: 90 }) + 2;
  }
  y += 18;
  const brand = BRANDS[invoice.cardBrand] ?? invoice.cardBrand.charAt(0).toUpperCase() + invoice.cardBrand.slice(1);
  w.text(t('invoicePaidWith', { brand, last4: invoice.cardLast4 }), left, y, { size: 10, color: MUTED });

  w.block(t('invoiceFooter'), left, PAGE.height - PAGE.margin - 24, inner, { size: 8, color: MUTED });
  doc.end();
  return done;
}
