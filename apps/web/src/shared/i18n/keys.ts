import type { ParseKeys } from 'i18next';
import type { Namespace } from './namespaces.ts';

/** A translation key of one namespace, as `t` of `useTranslation(ns)` takes it: `KeyOf<'common'>` is 'nav.home' | ... */
export type KeyOf<NS extends Namespace> = ParseKeys<NS>;

/** A key with its namespace, 'ns:key', of any namespace: what data tables (menus, form messages) hold. */
export type AppKey = { [NS in Namespace]: `${NS}:${ParseKeys<NS>}` }[Namespace];

/** The keys under one section of a namespace: `SectionOf<'company', 'fields'>` is 'name' | 'city' | ... (the labels). */
export type SectionOf<NS extends Namespace, S extends string> =
  KeyOf<NS> extends infer K ? (K extends `${S}.${infer Rest}` ? Rest : never) : never;
