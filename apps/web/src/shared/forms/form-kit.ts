import type { ZodType } from 'zod';
import type { AppKey } from '../i18n/keys.ts';
import { contractPathOf, fieldOf, keyOf, partsOf, type FormName, type Renames } from './field-paths.ts';
import { ISSUE_MESSAGES, problemOfIssue, type FieldProblem, type IssueKind } from './issue-kinds.ts';
import { factsOf, type FieldFacts } from './schema-facts.ts';

// The form kit's core, free of React and antd: a form is checked by the contract schema its request is parsed with on
// the server. Each field shows the issues of the whole parsed request that land on it (so refinements across fields,
// like the price range, and Form.List rows come for free), worded from one table of issue kinds.

/**
 * The horizontal form's columns (SPEC §9 "Form layout default: label column 3 of 24 and wrapper column 21"): spread it
 * on a horizontal antd Form, `<Form layout="horizontal" {...FORM_LAYOUT}>`. antd stacks label and input on an xs
 * screen by itself; a form that is vertical on purpose leaves it out. The submit button is primary, and forms show no
 * reset button (the same line of SPEC §9).
 */
export const FORM_LAYOUT = { labelCol: { span: 3 }, wrapperCol: { span: 21 } } as const;

/** What a form adds to the contract for one field; most fields need none. */
export interface FieldSpec<V> {
  /** This field's wording of some kinds (SPEC §5 texts), instead of the table's; {{max}}/{{min}} come with the issue. */
  messages?: Partial<Record<IssueKind, AppKey>>;
  /** Values every message of the field may show besides the issue's own (the current year of a year field). */
  values?: () => Record<string, string | number>;
  /** Required although the schema does not say so, always or while the form's values say so. */
  required?: boolean | ((values: V) => boolean);
  /** Required once any of these fields has a value (fax code and number go together). */
  requiredWith?: readonly string[];
  /** Spaces alone are a missing value (an optional text that, once typed, must say something). */
  notBlank?: boolean;
  /** A rule of the form on top of the contract's (a year not in the future; the confirmation equals the password). */
  check?: (value: unknown, values: V) => FieldProblem | undefined;
}

type RowOf<T> = T extends readonly (infer R)[] ? R : never;
/** A field a spec may name: a value of the form, or a field of a list's rows ('brochures.url'). */
export type FieldKey<V> = {
  [K in keyof V & string]: K | (RowOf<NonNullable<V[K]>> extends object ? `${K}.${keyof RowOf<NonNullable<V[K]>> & string}` : never);
}[keyof V & string];

/** How a form maps onto its contract schema. */
export interface FormKitConfig<V> {
  /** The request schema the server parses (packages/contracts). */
  schema: ZodType;
  /** The form's values as that request (the same function the form sends with). */
  toRequest: (values: V) => unknown;
  /** Specs by field name; a Form.List row field is named without its index ('brochures.url'). */
  fields?: Readonly<Partial<Record<FieldKey<V>, FieldSpec<V>>>>;
  /** Contract paths the form names differently. */
  renames?: Renames;
}

/** A problem worded: the i18n key of its message and the values it shows. */
export interface ProblemText {
  key: AppKey;
  values?: Record<string, string | number>;
}

/** Empty input: nothing, blank text, an empty list. `false` is a value (an unticked box). */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function valueAt(values: unknown, path: readonly (string | number)[]): unknown {
  let v = values;
  for (const p of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[p];
  return v;
}

/** Whether the request holds nothing at a path (an issue there is a missing value). */
export function blankAt(request: unknown, path: readonly PropertyKey[]): boolean {
  return isBlank(valueAt(request, path as (string | number)[]));
}

/** The spec of a field: its name without row indexes ('brochures.1.url' → 'brochures.url'). */
export function specOf<V>(config: FormKitConfig<V>, name: FormName): FieldSpec<V> {
  const key = partsOf(keyOf(name))
    .filter((p) => typeof p === 'string')
    .join('.');
  return (config.fields as Readonly<Record<string, FieldSpec<V>>> | undefined)?.[key] ?? {};
}

/** What the schema says about a form field (limits, required mark), or null when the schema does not know it. */
export function formFactsOf<V>(config: FormKitConfig<V>, name: FormName): FieldFacts | null {
  return factsOf(config.schema, contractPathOf(name, config.renames));
}

/** Whether a field must have a value now (schema, spec, or another field having one). */
export function isRequired<V>(config: FormKitConfig<V>, name: FormName, values: V): boolean {
  const spec = specOf(config, name);
  if (formFactsOf(config, name)?.required) return true;
  if (typeof spec.required === 'function' ? spec.required(values) : spec.required) return true;
  return spec.requiredWith?.some((other) => !isBlank(valueAt(values, partsOf(other)))) ?? false;
}

/**
 * The problem of one field, or undefined: missing when required, else the first issue of the parsed request that
 * lands on this field (`fields`: the form's field names, for the longest-prefix match), else the form's own check.
 */
export function problemOf<V>(config: FormKitConfig<V>, name: FormName, values: V, fields: ReadonlySet<string>): FieldProblem | undefined {
  const spec = specOf(config, name);
  const parts = partsOf(keyOf(name));
  // A list row's field exists only with its row.
  const row = parts.reduce<number>((last, p, i) => (typeof p === 'number' ? i : last), -1);
  if (row >= 0 && valueAt(values, parts.slice(0, row + 1)) === undefined) return undefined;
  const own = valueAt(values, parts);
  const blank = isBlank(own);
  if (spec.notBlank && typeof own === 'string' && own !== '' && blank) return { kind: 'required' };
  if (blank && isRequired(config, name, values)) return { kind: 'required' };
  const request = config.toRequest(values);
  const parsed = config.schema.safeParse(request);
  const key = keyOf(name);
  const issue = parsed.success ? undefined : parsed.error.issues.find((i) => keyOf(fieldOf(i.path, fields, config.renames) ?? []) === key);
  if (issue) return problemOfIssue(issue, blank || blankAt(request, issue.path));
  return blank ? undefined : spec.check?.(own, values);
}

/** The i18n key and values of a field's problem: the field's own wording of the kind, or the table's. */
export function textOf<V>(config: FormKitConfig<V>, name: FormName, problem: FieldProblem): ProblemText {
  const spec = specOf(config, name);
  const values = { ...spec.values?.(), ...problem.values };
  return { key: spec.messages?.[problem.kind] ?? ISSUE_MESSAGES[problem.kind], ...(Object.keys(values).length ? { values } : {}) };
}

/** Every field's problem at once, worded (a whole-form check outside React; the keys are the given names). */
export function problemsOf<V, F extends string>(config: FormKitConfig<V>, names: readonly F[], values: V): Partial<Record<F, ProblemText>> {
  const fields = new Set<string>(names);
  const out: Partial<Record<F, ProblemText>> = {};
  for (const name of names) {
    const problem = problemOf(config, name, values, fields);
    if (problem) out[name] = textOf(config, name, problem);
  }
  return out;
}
