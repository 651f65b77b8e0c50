import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loadSheets, streamSheets } from './product-workbook.ts';

// The whole-model read stands in for the stream when the stream fails (product-workbook.ts): it must read the same.
describe('reading a workbook', () => {
  it('gives the same sheets, rows and counts from the model as from the stream', async () => {
    const book = new ExcelJS.Workbook();
    const products = book.addWorksheet('Products');
    products.addRow(['SKU', 'Name', 'Price']);
    products.addRow(['R-1', 'Ruby ring', 120]);
    products.addRow([]);
    products.addRow(['R-2', '翡翠手镯', 88.5]);
    const stones = book.addWorksheet('Stones');
    stones.addRow(['SKU', 'Stone']);
    stones.addRow(['R-1', 'Ruby']);
    const buf = Buffer.from(await book.xlsx.writeBuffer());
    const [streamed, loaded] = await Promise.all([streamSheets(buf), loadSheets(buf)]);
    expect(loaded).toEqual(streamed);
    expect(loaded.products?.rows.map((r) => r.row)).toEqual([1, 2, 4]);
    expect(loaded.stones?.count).toBe(2);
  });

  it('refuses what is no workbook either way', async () => {
    const junk = Buffer.from('PK\u0003\u0004 not really a zip');
    await expect(streamSheets(junk)).rejects.toThrow();
    await expect(loadSheets(junk)).rejects.toThrow();
  });
});
