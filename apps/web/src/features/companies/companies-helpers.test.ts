import { describe, expect, it } from 'vitest';
import { SHARE_RECIPIENTS_MAX } from '@gembourse/contracts/connections';
import { activeFilterCount, listBodyOf, parseDirectoryParams, writeDirectoryParams } from './directory-params.ts';
import { pickText } from '../../domain/companies/profile-language.ts';
import { problemsOf } from '../../shared/forms/form-kit.ts';
import { addRecipients, SHARE_KIT, shareRequestOf, type ShareValues } from './share-recipients.ts';
import { videoEmbedUrl } from '../../shared/ui/video-embed.ts';

describe('directory URL state', () => {
  it('round-trips every field and keeps foreign parameters such as language', () => {
    const state = parseDirectoryParams(
      new URLSearchParams(
        'language=tr&keyword=%20inci%20&sort=random&seed=42&nature=30706&products=30716,30719&markets=30789&country=TR&verified=1&page=3',
      ),
    );
    expect(state).toEqual({
      keyword: 'inci',
      sort: 'random',
      seed: 42,
      businessNature: [30706],
      mainProducts: [30716, 30719],
      mainMarkets: [30789],
      country: 'TR',
      verifiedOnly: true,
      page: 3,
    });
    expect(listBodyOf(state)).toEqual({
      sort: 'random',
      seed: 42,
      keyword: 'inci',
      businessNature: [30706],
      mainProducts: [30716, 30719],
      mainMarkets: [30789],
      country: 'TR',
      verifiedOnly: true,
    });
    expect(activeFilterCount(state)).toBe(5);
    const written = writeDirectoryParams(new URLSearchParams('language=tr&x=1'), state);
    expect(written.get('language')).toBe('tr');
    expect(written.get('x')).toBe('1');
    expect(parseDirectoryParams(written)).toEqual(state);
  });

  it('falls back to defaults on malformed values and leaves defaults out of the URL', () => {
    const state = parseDirectoryParams(new URLSearchParams('sort=cheapest&page=-2&products=a,0,30716&seed=9999999'));
    expect(state).toMatchObject({ sort: 'relevance', page: 1, mainProducts: [30716], seed: undefined });
    expect(listBodyOf({ ...state, mainProducts: [] })).toEqual({ sort: 'relevance' });
    expect(writeDirectoryParams(new URLSearchParams('language=en'), { ...state, mainProducts: [] }).toString()).toBe('language=en');
  });
});

describe('share recipients', () => {
  it('adds several pasted addresses, normalised; drops a duplicate and keeps an invalid one for correction, each with its reason', () => {
    expect(addRecipients([], ' A@Example.com, b@example.com;c@example.com ')).toEqual({
      list: ['a@example.com', 'b@example.com', 'c@example.com'],
      rest: '',
    });
    expect(addRecipients(['a@example.com'], 'A@example.COM, b@example.com')).toEqual({
      list: ['a@example.com', 'b@example.com'],
      rest: '',
      error: 'emailDuplicate',
    });
    expect(addRecipients([], 'ok@example.com nope')).toEqual({ list: ['ok@example.com'], rest: 'nope', error: 'emailInvalid' });
    const full = Array.from({ length: SHARE_RECIPIENTS_MAX }, (_, i) => `p${i}@example.com`);
    expect(addRecipients(full, 'one@example.com').error).toBe('tooMany');
  });

  it('validates the request with the contract schema', () => {
    const problems = (values: ShareValues) => problemsOf(SHARE_KIT, ['emails', 'message'], values);
    expect(problems({ emails: [] })).toEqual({ emails: { key: 'companies:share.errors.required' } });
    expect(problems({ emails: ['a@example.com', 'a@example.com'] })).toEqual({ emails: { key: 'companies:share.errors.emailDuplicate' } });
    expect(problems({ emails: ['a@example.com'], message: 'x'.repeat(501) })).toEqual({
      message: { key: 'companies:share.errors.messageTooLong', values: { max: 500 } },
    });
    expect(problems({ emails: ['a@example.com'] })).toEqual({});
    expect(shareRequestOf({ emails: ['a@example.com'], message: ' ' }, 3)).toEqual({
      companyId: 3,
      emails: ['a@example.com'],
      message: undefined,
    });
  });
});

describe('video embeds', () => {
  it('turns YouTube and Vimeo links into privacy-friendly players and refuses anything else', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(yt);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });
});

describe('profile language', () => {
  it('prefers English for en and tr, the own text for Chinese readers, and falls back to what exists', () => {
    expect(pickText('中文', 'English', 'en')).toEqual({ first: 'en', text: 'English' });
    expect(pickText('中文', 'English', 'tr')).toEqual({ first: 'en', text: 'English' });
    expect(pickText('中文', 'English', 'zh-tw')).toEqual({ first: 'own', text: '中文' });
    expect(pickText('中文', null, 'en')).toEqual({ first: 'own', text: '中文' });
    expect(pickText(' ', 'English', 'zh-cn')).toEqual({ first: 'en', text: 'English' });
    expect(pickText(null, null, 'en').text).toBeNull();
  });
});
