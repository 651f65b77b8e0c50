/**
 * A sentence with a name in it, without the doubled full stop a name ending in a dot leaves ("Aurora Gems Ltd.. Save"
 * -> "Aurora Gems Ltd. Save"); an ellipsis stays as it is.
 */
export function withoutDoubledStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
