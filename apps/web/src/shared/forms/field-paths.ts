/** An antd form field name: a top-level name or a path into a Form.List row (`['brochures', 1, 'url']`). */
export type FormName = string | number | readonly (string | number)[];

/** Where a contract path shows in a form whose names differ: `{ 'videoConference.tool': 'videoTool' }` (dotted). */
export type Renames = Readonly<Record<string, string>>;

/** A dotted path's parts, numbers for list rows: 'brochures.1.url' → ['brochures', 1, 'url']. */
export function partsOf(path: string | readonly PropertyKey[]): (string | number)[] {
  const raw = typeof path === 'string' ? path.split('.') : path.map(String);
  return raw.filter((p) => p !== '').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The dotted form of a name or path, to compare and to key maps by. */
export function keyOf(name: FormName | readonly PropertyKey[]): string {
  return (Array.isArray(name) ? name : [name]).map(String).join('.');
}

/** The contract path (dotted) a form field checks: the reverse of `renames`. */
export function contractPathOf(name: FormName, renames: Renames = {}): string {
  const key = keyOf(name);
  for (const [from, to] of Object.entries(renames)) {
    if (key === to) return from;
    if (key.startsWith(`${to}.`)) return `${from}${key.slice(to.length)}`;
  }
  return key;
}

/** A contract path with the form's renames applied (the longest renamed prefix wins). */
function renamed(parts: (string | number)[], renames: Renames): (string | number)[] {
  for (let n = parts.length; n > 0; n--) {
    const to = renames[parts.slice(0, n).join('.')];
    if (to !== undefined) return [...partsOf(to), ...parts.slice(n)];
  }
  return parts;
}

/**
 * The form field that shows a problem at a contract path (a server field error or a zod issue): the longest prefix of
 * the path that is a field of the form. `brochures.1.url` is the URL input of the second brochure row when the form
 * has it, `mediaPhotos.2` is the photos control, `productPreferences.0` the preference select. Null: no field fits.
 */
export function fieldOf(
  path: string | readonly PropertyKey[],
  fields: ReadonlySet<string>,
  renames: Renames = {},
): (string | number)[] | null {
  const parts = renamed(partsOf(path), renames);
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n);
    if (fields.has(name.join('.'))) return name;
  }
  return null;
}
