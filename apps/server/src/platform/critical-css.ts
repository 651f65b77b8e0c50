import { cssBlocks } from '@gembourse/contracts/css-blocks';

// The part of antd's stylesheet that a rendered page's first paint needs (issue 29 item 6). The whole prebuilt
// stylesheet (apps/web/build/antd-static-css.ts) is about 750 kB, 77 kB gzipped: linked in the head it held the first
// paint of every rendered page until it had arrived and been parsed, seconds on a phone. A rendered page instead
// carries, inline, the rules whose classes its markup uses, and the app applies the whole stylesheet when it starts
// (apps/web/src/app/antd-stylesheet.ts), for what appears later (menus, dialogs, states).

/** A rule and the class sets that select it: it is kept when the markup holds every class of one of them. */
interface Rule {
  text: string;
  /** One entry per selector of the rule's list; an empty entry (a selector without classes) always matches. */
  needs: string[][];
}

/** An at-rule that holds rules (@media, @supports, @container): kept with the inner rules that are kept. */
interface Group {
  prelude: string;
  rules: Rule[];
}

/** A selector list split at its top-level commas (not those inside :is(), :where() or :not()). */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The classes a selector requires: those inside :not() are what the element must not have, so they are left out. */
function classesOf(selector: string): string[] {
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...new Set(Array.from(required.matchAll(/\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)/g), (m) => m[1]!))];
}

function ruleOf(text: string): Rule {
  const prelude = text.slice(0, text.indexOf('{'));
  return { text, needs: selectorsOf(prelude).map(classesOf) };
}

/** The classes of a page's markup. */
function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c);
  return classes;
}

const keeps = (rule: Rule, classes: Set<string>) => rule.needs.some((need) => need.every((c) => classes.has(c)));

/**
 * Prepares `css` once (antd's stylesheet: parsed into rules and the classes that select them) and answers, for a page's
 * markup, the rules it uses in their order. @keyframes are left to the whole stylesheet: no first paint is animated.
 */
export function criticalCss(css: string): (html: string) => string {
  const parts: (Rule | Group)[] = [];
  for (const block of cssBlocks(css)) {
    if (block.startsWith('@keyframes')) continue;
    if (block.startsWith('@')) {
      const open = block.indexOf('{');
      parts.push({ prelude: block.slice(0, open), rules: cssBlocks(block.slice(open + 1, -1)).map(ruleOf) });
    } else parts.push(ruleOf(block));
  }
  return (html) => {
    const classes = markupClasses(html);
    let out = '';
    for (const part of parts) {
      if ('text' in part) {
        if (keeps(part, classes)) out += part.text;
        continue;
      }
      const inner = part.rules.filter((r) => keeps(r, classes));
      if (inner.length) out += `${part.prelude}{${inner.map((r) => r.text).join('')}}`;
    }
    return out;
  };
}
