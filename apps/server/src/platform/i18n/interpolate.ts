/**
 * Fills `{{name}}` placeholders, the web's i18next syntax, so one text can move between the two sides; unknown
 * placeholders stay as they are. The one interpolation of server messages and e-mails.
 */
export function interpolate(text: string, params: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
