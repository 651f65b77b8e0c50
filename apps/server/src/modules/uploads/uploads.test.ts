import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { UPLOADS_PER_MINUTE } from './uploads.routes.ts';

type Answer = { url: string; name: string; mime: string; bytes: number; width: number | null; height: number | null };

let t: TestApp;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await loginAs(t.app, 'supplier@example.com');
});
afterAll(() => t?.close());

/** A multipart/form-data body with one file part. */
function form(filename: string, data: Buffer, field = 'file', mime = 'application/octet-stream') {
  const boundary = `----gb${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (path: string, body: ReturnType<typeof form>, token?: string, lang = 'en_US') =>
  call<Answer>(t.app, {
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}), lang },
  });

const image = (w: number, h: number, format: 'png' | 'jpeg' | 'gif') => {
  const canvas = sharp({ create: { width: w, height: h, channels: 3, background: { r: 180, g: 40, b: 90 } } });
  return canvas[format]().toBuffer();
};

/** Fetches a stored file through the app's own /uploads route. */
async function fetchStored(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

describe('image uploads', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('accepts a real %s and stores it re-encoded as WebP, with a thumbnail', async (format) => {
    const { status, body } = await upload(
      '/api/uploads/image?purpose=product',
      form(`Ring photo.${format}`, await image(1000, 1400, format)),
      supplier,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: `Ring photo.${format}`, mime: 'image/webp' });
    // Fitted inside the product size 800x1136, proportions kept.
    expect(body.data.height).toBe(1120);
    expect(body.data.width).toBe(800);
    expect(body.data.url).toMatch(/^\/uploads\/img\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await fetchStored(body.data.url);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/webp');
    expect(stored.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(stored.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(stored.body.length).toBe(body.data.bytes);
    const thumb = await fetchStored(body.data.url.replace(/\.webp$/, '.thumb.webp'));
    expect(thumb.status).toBe(200);
    const meta = await sharp(thumb.body).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
  });

  it('records who uploaded it, never enlarges, applies EXIF rotation and strips metadata', async () => {
    const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#224466' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-and-camera' } } })
      .toBuffer();
    const { body } = await upload('/api/uploads/image?purpose=product', form('portrait.jpg', rotated), supplier);
    expect(body.code).toBe(200);
    expect([body.data.width, body.data.height]).toEqual([200, 300]);
    const stored = await fetchStored(body.data.url);
    const meta = await sharp(stored.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.body.includes('secret-gps-and-camera')).toBe(false);
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'supplier@example.com'));
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, body.data.url.replace('/uploads/', '')));
    expect(row).toMatchObject({ userId: me.id, companyId: me.companyId, kind: 'image', mime: 'image/webp', width: 200, height: 300 });
  });

  it("names files itself and shows the user's name sanitised", async () => {
    const { body } = await upload(
      '/api/uploads/image?purpose=product',
      form('..\\..//etc/<script>x\u202e.png', await image(200, 200, 'png')),
      supplier,
    );
    expect(body.code).toBe(200);
    expect(body.data.name).toBe('_script_x.png');
    expect(body.data.url).not.toContain('script');
  });

  it('refuses a text file renamed .png and a PDF named .jpg with 41500', async () => {
    const text = await upload(
      '/api/uploads/image?purpose=product',
      form('photo.png', Buffer.from('just some text, not an image'), 'file', 'image/png'),
      supplier,
      'tr_TR',
    );
    expect(text.status).toBe(415);
    expect(text.body.code).toBe(41500);
    expect(text.body.msg).toContain('JPG, PNG veya GIF');
    const pdf = await upload(
      '/api/uploads/image?purpose=product',
      form('photo.jpg', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n'), 'file', 'image/jpeg'),
      supplier,
    );
    expect(pdf.body.code).toBe(41500);
    // Right magic bytes, broken body.
    const png = await image(200, 200, 'png');
    const truncated = await upload('/api/uploads/image?purpose=product', form('cut.png', png.subarray(0, 40)), supplier);
    expect(truncated.body.code).toBe(41500);
  });

  it('refuses an image below the minimum size of its purpose, naming the minimum', async () => {
    const { status, body } = await upload('/api/uploads/image?purpose=logo', form('logo.png', await image(80, 120, 'png')), supplier);
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg).toBe('The image is too small: it must be at least 100 × 100 pixels (this one is 80 × 120).');
    expect((body.data as unknown as { fieldErrors: { path: string }[] }).fieldErrors[0].path).toBe('file');
    // The same image is fine where no minimum applies.
    expect((await upload('/api/uploads/image?purpose=product', form('logo.png', await image(80, 120, 'png')), supplier)).body.code).toBe(
      200,
    );
  });

  it('refuses images over the pixel limit before decoding them', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { body } = await upload('/api/uploads/image?purpose=product', form('huge.png', huge), supplier, 'zh_CN');
    expect(body.code).toBe(40000);
    expect(body.msg).toBe('图片像素过多：最多 40 百万像素。');
  });

  it('refuses files over 10 MB with 41300', async () => {
    const big = Buffer.concat([await image(100, 100, 'png'), randomBytes(10 * 1024 * 1024 + 10)]);
    const { status, body } = await upload('/api/uploads/image?purpose=product', form('big.png', big), supplier);
    expect(status).toBe(413);
    expect(body.code).toBe(41300);
    expect(body.msg).toBe('The file is too large: at most 10 MB.');
    // Without a Content-Length (chunked), the limit is enforced while streaming.
    const body2 = form('big.png', big);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/image?purpose=product',
      payload: Readable.from([body2.payload]),
      headers: { ...body2.headers, ...bearer(supplier) },
    });
    expect(res.json()).toMatchObject({ code: 41300 });
  });

  it('refuses a body with more parts than an upload has with 41300, not as malformed', async () => {
    const one = form('a.png', await image(200, 200, 'png'));
    const boundary = one.headers['content-type'].split('boundary=')[1];
    const fields = Array.from({ length: 8 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join(
      '',
    );
    const payload = Buffer.concat([Buffer.from(fields), one.payload]);
    const { status, body } = await upload('/api/uploads/image?purpose=product', { payload, headers: one.headers }, supplier);
    expect(status).toBe(413);
    expect(body.code).toBe(41300);
  });

  it('refuses a body with two files with 41300 on every upload route, storing neither (issue 28 item 14)', async () => {
    const png = await image(200, 200, 'png');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const two = (data: Buffer, second: Buffer) => {
      const one = form('a.bin', data);
      const boundary = one.headers['content-type'].split('boundary=')[1];
      const more = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const head = one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length);
      return { payload: Buffer.concat([head, Buffer.from(more), second, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: one.headers };
    };
    const count = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
    const before = await count();
    const routes: [string, Buffer][] = [
      ['/api/uploads/image?purpose=product', png],
      ['/api/uploads/document', pdf],
      // The product import takes its workbook the same way (the content is never looked at: refused before).
      ['/api/showroom/product/import', png],
    ];
    for (const [path, data] of routes) {
      const { status, body } = await upload(path, two(data, data), supplier, 'zh_CN');
      expect([path, status, body.code, body.msg]).toEqual([path, 413, 41300, '一次只能上传一个文件。']);
    }
    expect(await count()).toBe(before);
    // One file is still fine.
    expect((await upload('/api/uploads/image?purpose=product', form('a.png', png), supplier)).body.code).toBe(200);
  });

  it('refuses guests, unknown purposes, a missing file and non-multipart bodies', async () => {
    const png = await image(200, 200, 'png');
    const guest = await upload('/api/uploads/image?purpose=product', form('a.png', png));
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(30007);
    expect((await upload('/api/uploads/image?purpose=banner', form('a.png', png), supplier)).body.code).toBe(40000);
    expect((await upload('/api/uploads/image?purpose=product', form('a.png', png, 'picture'), supplier)).body.code).toBe(40000);
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/uploads/image?purpose=product',
      payload: { file: 'x' },
      headers: bearer(supplier),
    });
    expect(json.body.code).toBe(41500);
  });
});

describe('document uploads', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  it('accepts a PDF and serves it back', async () => {
    const { body } = await upload('/api/uploads/document', form('Brochure 2026.pdf', pdf, 'file', 'application/pdf'), supplier);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ name: 'Brochure 2026.pdf', mime: 'application/pdf', bytes: pdf.length, width: null, height: null });
    expect(body.data.url).toMatch(/^\/uploads\/doc\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const stored = await fetchStored(body.data.url);
    expect(stored.type).toBe('application/pdf');
    expect(stored.body.equals(pdf)).toBe(true);
  });

  it('refuses a fake or truncated PDF, an image, and guests', async () => {
    const fake = await upload('/api/uploads/document', form('brochure.pdf', Buffer.from('Hello, I am a PDF. Honest. %%EOF')), supplier);
    expect(fake.body.code).toBe(41500);
    expect((await upload('/api/uploads/document', form('cut.pdf', pdf.subarray(0, 30)), supplier)).body.code).toBe(41500);
    expect((await upload('/api/uploads/document', form('x.pdf', await image(100, 100, 'png')), supplier)).body.code).toBe(41500);
    expect((await upload('/api/uploads/document', form('x.pdf', pdf))).body.code).toBe(30007);
  });
});

describe('malformed multipart bodies (issue 9)', () => {
  it('answers a body without a boundary or cut short with 40000 on `file`, on both endpoints, and stores nothing', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const cut = form('a.pdf', Buffer.from('%PDF-1.7\n'));
    const truncated = { payload: cut.payload.subarray(0, cut.payload.length - 20), headers: cut.headers };
    const noBoundary = { payload: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data' } };
    for (const path of ['/api/uploads/image?purpose=product', '/api/uploads/document']) {
      for (const body of [noBoundary, truncated]) {
        const { status, body: answer } = await upload(path, body, supplier);
        expect([path, status, answer.code]).toEqual([path, 400, 40000]);
        expect((answer.data as unknown as { fieldErrors: { path: string }[] }).fieldErrors.map((f) => f.path)).toEqual(['file']);
      }
    }
    expect((await t.database.db.select().from(uploads)).length).toBe(before);
  });
});

describe('rate limit', () => {
  it(`allows ${UPLOADS_PER_MINUTE} uploads a minute per user`, async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    const empty = form('a.png', Buffer.alloc(0), 'nothing');
    const codes: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++) codes.push((await upload('/api/uploads/image?purpose=product', empty, staff)).body.code);
    expect(codes.slice(0, UPLOADS_PER_MINUTE).every((c) => c === 40000)).toBe(true);
    expect(codes[UPLOADS_PER_MINUTE]).toBe(42900);
    // Another user is not affected.
    expect((await upload('/api/uploads/image?purpose=product', empty, supplier)).body.code).toBe(40000);
  });
});
