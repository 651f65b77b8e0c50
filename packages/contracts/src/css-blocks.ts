/**
 * The top-level rules and at-rules of a stylesheet without comments or strings that hold braces (antd's prebuilt one
 * has neither): how the web build prunes it (apps/web/build/antd-static-css.ts) and the server cuts a page's part of
 * it (apps/server platform/critical-css.ts) read it alike.
 */
export function cssBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks;
}
