import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBareApp } from '../../test/bare-app.ts';
import { diskStorage, STALE_TEMP_MS, sweepStaleTemps, TEMP_FOLDER } from './disk-storage.ts';

const hoursAgo = (file: string, hours: number) => {
  const when = new Date(Date.now() - hours * 3_600_000);
  utimesSync(file, when, when);
};

describe('disk storage temporary files', () => {
  it('writes through a temporary file in its own folder and leaves none behind', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gembourse-storage-'));
    const storage = diskStorage(root);
    await storage.put('img/2026/01/abc', Buffer.from('image bytes'), 'image/webp');
    expect(readFileSync(path.join(root, 'img/2026/01/abc'), 'utf8')).toBe('image bytes');
    expect(readdirSync(path.join(root, TEMP_FOLDER))).toEqual([]);
    expect(readdirSync(path.join(root, 'img/2026/01'))).toEqual(['abc']);
  });

  it('removes the stale temporary files a crash left behind, and only those', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gembourse-storage-'));
    mkdirSync(path.join(root, TEMP_FOLDER), { recursive: true });
    mkdirSync(path.join(root, 'seed'), { recursive: true });
    const stale = path.join(root, TEMP_FOLDER, 'a1b2.tmp');
    const live = path.join(root, TEMP_FOLDER, 'c3d4.tmp');
    const staleSeed = path.join(root, 'seed', 'logo-ab.webp.4242.tmp');
    const stored = path.join(root, 'seed', 'logo-ab.webp');
    for (const f of [stale, live, staleSeed, stored]) writeFileSync(f, 'x');
    hoursAgo(stale, 2);
    hoursAgo(staleSeed, 2);
    hoursAgo(stored, 2);
    expect(await sweepStaleTemps(root, STALE_TEMP_MS)).toBe(2);
    expect([existsSync(stale), existsSync(staleSeed), existsSync(live), existsSync(stored)]).toEqual([false, false, true, true]);
    // A root without the folders (first start) is not an error.
    expect(await sweepStaleTemps(path.join(root, 'nothing-here'))).toBe(0);
  });

  it('sweeps when the app starts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-storage-app-'));
    const tempDir = path.join(dataDir, 'uploads', TEMP_FOLDER);
    mkdirSync(tempDir, { recursive: true });
    const leftover = path.join(tempDir, 'dead.tmp');
    writeFileSync(leftover, 'half an upload');
    hoursAgo(leftover, 3);
    const t = await createBareApp({ DATA_DIR: dataDir });
    try {
      await expect
        .poll(() => t.logs.some((l) => l.msg === 'stale temporary upload files removed' && l.removed === 1), { timeout: 5_000 })
        .toBe(true);
      expect(existsSync(leftover)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
