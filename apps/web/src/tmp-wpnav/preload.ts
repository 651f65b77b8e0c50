// WP-NAV's temporary harness: loads every namespace before each test while route-level loading is in flight (WP-FI).
import { beforeEach } from 'vitest';
import { loadNamespaces, NAMESPACES } from '../shared/i18n/i18n.ts';
import { i18n } from '../shared/i18n/i18n.ts';
beforeEach(async () => {
  await loadNamespaces(NAMESPACES);
  for (const l of ['zh-cn', 'zh-tw', 'tr'] as const) {
    const prev = i18n.language;
    void prev;
    await Promise.all(NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(l, ns)) return;
      const mod = await import(`../locales/${l}/${ns}.json`);
      i18n.addResourceBundle(l, ns, mod.default, true, true);
    }));
  }
});
