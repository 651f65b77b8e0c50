import type { FormInstance } from 'antd';
import { prefersReducedMotion } from '../ui/reduced-motion.ts';

/** How a form brings a field into view: centred in whatever scrolls it (a drawer's body, a modal, the page). */
export interface FieldScroll {
  block: 'center';
  behavior: ScrollBehavior;
}

/**
 * THE way every form shows its first error (issue 28: a drawer's "required" messages sat above the part scrolled to):
 * the field centred in its scrolling box, smoothly unless the visitor's system asks for less motion. antd's
 * `scrollToFirstError` of every Form takes it from the ConfigProvider (app/providers.tsx); the form kit uses it when
 * it checks a form itself (`kit.validate`) and when it places the contract's or the server's messages.
 */
export function fieldScroll(reducedMotion: boolean = prefersReducedMotion()): FieldScroll {
  return { block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' };
}

/** Brings the form's first field with an error, in the form's own order, into view; false when none has one. */
export function scrollToFirstError(form: Pick<FormInstance, 'getFieldsError' | 'scrollToField'>): boolean {
  const first = form.getFieldsError().find((f) => f.errors.length > 0);
  if (!first) return false;
  form.scrollToField(first.name, fieldScroll());
  return true;
}
