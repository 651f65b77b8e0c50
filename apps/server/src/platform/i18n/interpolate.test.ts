import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';
import { translate } from './messages.ts';
import { fieldMessage } from './validation-messages.ts';

describe('one placeholder syntax on both sides ({{name}}, as i18next on the web)', () => {
  it('fills {{name}} placeholders with strings and numbers, and leaves unknown ones', () => {
    expect(interpolate('Wait {{seconds}} s, {{ who }}', { seconds: 30, who: 'Mei' })).toBe('Wait 30 s, Mei');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('{{a}}', { a: { nested: true } })).toBe('{{a}}');
  });

  it('is what server messages and field messages use', () => {
    expect(translate('tooManyRequests', 'en', { seconds: 12 })).toBe('Too many attempts. Please wait 12 seconds and try again.');
    expect(fieldMessage({ code: 'too_big', origin: 'string', maximum: 30, message: '' }, 'tr')).toBe('En fazla 30 karakter olmalıdır');
  });
});
