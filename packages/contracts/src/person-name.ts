// How a member's name reads (issue 28): one rule for every place that writes a person's whole name.

/** A name written only in Chinese, Japanese or Korean characters: the family name comes first, without a space. */
const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** Whether a name part is written in CJK characters only (王, 丽), so it takes no space beside a CJK title. */
export const isCjkName = (part: string): boolean => CJK_ONLY.test(part.trim());

/** A person's whole name: "Ayla Kaya", and "王丽" for a name written in Chinese (family name first). */
export function personName(p: { firstName: string; lastName: string }): string {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  if (first && last && isCjkName(first) && isCjkName(last)) return `${last}${first}`;
  return `${first} ${last}`.trim();
}
