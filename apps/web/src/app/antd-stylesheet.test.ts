import { afterEach, describe, expect, it } from 'vitest';
import { ANTD_STYLESHEET_ATTR, applyAntdStylesheet } from './antd-stylesheet.ts';

// The test files share one document (vitest isolate: false): what a test adds to <head> it takes out again.
let before: Node[] = [];
afterEach(() => {
  document.head.replaceChildren(...before);
});

/** index.html's head as the build writes it: the boot and app styles inlined, antd's stylesheet preloaded last. */
function buildHead() {
  before = [...document.head.childNodes];
  document.head.innerHTML =
    '<style id="boot">.gb-boot{}</style><style id="app">.gb-site{}</style>' +
    `<link rel="preload" as="style" href="/assets/antd-0123456789.css" ${ANTD_STYLESHEET_ATTR}>`;
}

describe("antd's prebuilt stylesheet", () => {
  it("is applied before the app's own styles, and the first render waits until it has loaded", async () => {
    buildHead();
    let done = false;
    const applied = applyAntdStylesheet().then(() => (done = true));

    const sheets = [...document.head.querySelectorAll('style, link[rel="stylesheet"]')];
    expect(sheets.map((el) => el.id || el.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/assets\/antd-0123456789\.css$/),
      'boot',
      'app',
    ]);
    await Promise.resolve();
    expect(done).toBe(false);

    sheets[0]!.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });

  it('lets the app start when the stylesheet fails to load, or when the page has none (tests, an old index.html)', async () => {
    buildHead();
    const applied = applyAntdStylesheet();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();

    document.head.replaceChildren();
    await expect(applyAntdStylesheet()).resolves.toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
