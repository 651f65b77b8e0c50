import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../storage/storage-keys.ts';
import { resolveLocale } from './resolve-locale.ts';
import { getLangHeader, getLocale, initLocale } from './locale-store.ts';
import { i18n } from './i18n.ts';

describe('language resolution (SPEC §1)', () => {
  it('takes the query parameter first and maps its aliases', () => {
    expect(resolveLocale('zh', 'tr')).toBe('zh-cn');
    expect(resolveLocale('zh-CN', null)).toBe('zh-cn');
    expect(resolveLocale('zht', 'en')).toBe('zh-tw');
    expect(resolveLocale('en-US', 'zh-cn')).toBe('en');
    expect(resolveLocale('tr', null)).toBe('tr');
    expect(resolveLocale('tr-TR', null)).toBe('tr');
  });

  it('falls back to the stored value, then English', () => {
    expect(resolveLocale(null, 'zh-tw')).toBe('zh-tw');
    expect(resolveLocale('xx', 'tr')).toBe('tr');
    expect(resolveLocale(undefined, undefined)).toBe('en');
    expect(resolveLocale('fr', 'de')).toBe('en');
  });
});

describe('initLocale', () => {
  beforeEach(() => localStorage.clear());

  it('saves the resolved language back to storage and switches i18next', async () => {
    await initLocale('?language=zht');
    expect(getLocale()).toBe('zh-tw');
    expect(localStorage.getItem(StorageKey.LANGUAGE)).toBe('zh-tw');
    expect(i18n.language).toBe('zh-tw');
    expect(getLangHeader()).toBe('zh_TW');
    expect(i18n.t('nav.home')).not.toBe(i18n.getFixedT('en')('nav.home'));
  });

  it('uses the stored language when the URL has none', async () => {
    localStorage.setItem(StorageKey.LANGUAGE, 'tr');
    await initLocale('');
    expect(getLocale()).toBe('tr');
    expect(getLangHeader()).toBe('tr_TR');
  });

  it('defaults to English', async () => {
    await initLocale('');
    expect(getLocale()).toBe('en');
    expect(localStorage.getItem(StorageKey.LANGUAGE)).toBe('en');
  });
});
