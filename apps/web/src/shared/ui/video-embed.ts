/**
 * The privacy-friendly player URL of a YouTube or Vimeo link (SPEC §5 allows only those): YouTube through
 * youtube-nocookie.com, Vimeo with do-not-track. Anything else yields null and is not embedded.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const safeId = (id: string | null | undefined, pattern: RegExp) => (id && pattern.test(id) ? id : null);
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = url.pathname.split('/');
    const id =
      kind === 'watch'
        ? safeId(url.searchParams.get('v'), youtubeId)
        : kind === 'embed' || kind === 'shorts'
          ? safeId(rest, youtubeId)
          : null;
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = safeId(url.pathname.slice(1).split('/')[0], youtubeId);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    const id = safeId(host === 'vimeo.com' ? parts[0] : parts[0] === 'video' ? parts[1] : null, /^\d{5,12}$/);
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
