import { useMemo } from 'react';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { contractPathOf, fieldOf, type FormName } from './field-paths.ts';
import { blankAt, formFactsOf, problemOf, specOf, textOf, type FormKitConfig, type ProblemText } from './form-kit.ts';
import { problemOfIssue } from './issue-kinds.ts';
import { inputLimits } from './schema-facts.ts';
import { scrollToFirstError } from './first-error.ts';
import { applyServerErrors, fieldsOf, placeMessages } from './server-errors.ts';

/** The kit's one rule of a field: a plain validator, which Form.Item and Form.List both take. */
export interface KitRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** A form's kit: rules, required marks and input limits from its contract schema, and its error mapping. */
export interface FormKit<V> {
  /** Form.Item props of a field: its one rule and whether it shows the required mark. */
  item(name: FormName): { rules: KitRule[]; required: boolean };
  /** Input props that hold it to the schema's limit (`maxLength`; `min`/`max` for numbers). */
  input(name: FormName): { maxLength?: number; min?: number; max?: number };
  /** The schema's limits of a field, for hints ("up to {{max}}"). */
  limits(name: FormName): { max?: number; min?: number };
  /**
   * Runs every field's rule (antd's validateFields, for forms that do not submit through antd); on failure brings the
   * first error into view and answers undefined, else the values.
   */
  validate(): Promise<V | undefined>;
  /** Parses a request with the schema; on failure puts each issue's message under its field and answers undefined. */
  parse<T>(request: unknown): T | undefined;
  /** Puts a failed call's field errors under their fields; answers the text for above the form (null: none). */
  showServerErrors(error: unknown, fallback?: string): string | null;
  config: FormKitConfig<V>;
}

// AppKey has typed every key already (the specs and the table); `t` takes it as the namespaced string it is.
const say = (t: TFunction<'errors'>, text: ProblemText) =>
  (t as unknown as (key: string, values: object) => string)(text.key, text.values ?? {});

/**
 * The form kit of one antd form (shared/forms): every field's rule is the contract schema's verdict on the whole
 * request, worded from one table of issue kinds in the viewer's language. `config` should be a module constant.
 */
export function useFormKit<V>(form: FormInstance<V>, config: FormKitConfig<V>): FormKit<V> {
  const { t } = useTranslation('errors');
  return useMemo<FormKit<V>>(() => {
    const rule = (name: FormName): KitRule => ({
      validator: async () => {
        const values = form.getFieldsValue(true) as V;
        const problem = problemOf(config, name, values, fieldsOf(form));
        if (problem) throw new Error(say(t, textOf(config, name, problem)));
      },
    });
    return {
      config,
      item: (name) => {
        // A condition is read at render: a field required only sometimes is shown only then (watch the condition).
        const own = specOf(config, name).required;
        const required = typeof own === 'function' ? own(form.getFieldsValue(true) as V) : own === true;
        return { rules: [rule(name)], required: Boolean(formFactsOf(config, name)?.required || required) };
      },
      input: (name) => inputLimits(config.schema, contractPathOf(name, config.renames)),
      validate: async () => {
        try {
          return await form.validateFields();
        } catch (failure) {
          // antd rejects with { errorFields } once the fields show their messages; anything else is not a verdict.
          if (!(failure && typeof failure === 'object' && 'errorFields' in failure)) throw failure;
          scrollToFirstError(form);
          return undefined;
        }
      },
      limits: (name) => {
        const f = formFactsOf(config, name);
        return { max: f?.maxItems ?? f?.maxLength ?? f?.maximum, min: f?.minItems ?? f?.minLength ?? f?.minimum };
      },
      parse: <T>(request: unknown) => {
        const parsed = config.schema.safeParse(request);
        if (parsed.success) return parsed.data as T;
        const fields = fieldsOf(form);
        const messages = parsed.error.issues.map((issue) => {
          const name = fieldOf(issue.path, fields, config.renames) ?? issue.path.map(String);
          return { path: issue.path, message: say(t, textOf(config, name, problemOfIssue(issue, blankAt(request, issue.path)))) };
        });
        placeMessages(form, messages, { renames: config.renames, scroll: true });
        return undefined;
      },
      showServerErrors: (error, fallback) => applyServerErrors(form, error, { renames: config.renames, fallback, scroll: true }),
    };
  }, [form, config, t]);
}
