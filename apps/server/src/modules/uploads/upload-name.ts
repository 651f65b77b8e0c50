const MAX_NAME = 120;

/**
 * The user's file name made safe to show: no folders, no control or bidi-override characters, no characters that
 * are awkward in file systems and HTML, at most 120 characters with the extension kept. Only ever displayed; stored
 * files are named by the server.
 */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*`]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${[...cleaned.slice(0, cleaned.length - ext.length)].slice(0, MAX_NAME - ext.length).join('')}${ext}`;
}
