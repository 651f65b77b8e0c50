import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { z } from 'zod';
import { text, ZHttpUrl } from '@gembourse/contracts/primitives';
import { ZCompanyUpdate } from '@gembourse/contracts/company-profile';
import { ApiError } from '../api/api-error.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { fieldOf } from './field-paths.ts';
import { problemsOf, type FormKitConfig } from './form-kit.ts';
import { factsOf, inputLimits } from './schema-facts.ts';
import { useFormKit, type FormKit } from './use-form-kit.ts';

// A small contract of the kind packages/contracts holds: a required name, an optional nullable note, rows with their
// own fields, and a refinement across two fields with one of the contract's message keys.
const ZSample = z
  .object({
    name: text().trim().min(1).max(5),
    note: text().trim().max(20).nullable().optional(),
    links: z
      .array(z.object({ label: text().trim().min(1).max(10), url: ZHttpUrl }))
      .max(2)
      .optional(),
    low: z.number().min(0).optional(),
    high: z.number().min(0).optional(),
  })
  .refine((v) => v.low == null || v.high == null || v.low <= v.high, { path: ['high'], message: 'priceRange' });

interface Values {
  name?: string;
  note?: string;
  links?: { label?: string; url?: string }[];
  low?: number;
  high?: number;
}

const trim = (v: string | undefined) => (v ?? '').trim();
const KIT: FormKitConfig<Values> = {
  schema: ZSample,
  toRequest: (v) => ({
    name: trim(v.name),
    note: trim(v.note) || null,
    links: (v.links ?? []).map((l) => ({ label: trim(l.label), url: trim(l.url) })),
    low: v.low,
    high: v.high,
  }),
  fields: { name: { messages: { required: 'account:validation.nameRequired' } } },
};

let kitOf: FormKit<Values> | null = null;
let formOf: FormInstance<Values> | null = null;

function SampleForm({ initial }: { initial: Values }) {
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, KIT);
  useEffect(() => {
    kitOf = kit;
    formOf = form;
  });
  return (
    <Form form={form} initialValues={initial} onFinish={() => undefined}>
      <Form.Item name="name" label="Name" {...kit.item('name')}>
        <Input {...kit.input('name')} />
      </Form.Item>
      <Form.Item name="note" label="Note" {...kit.item('note')}>
        <Input {...kit.input('note')} />
      </Form.Item>
      <Form.List name="links" rules={kit.item('links').rules}>
        {(fields) =>
          fields.map((f) => (
            <div key={f.key}>
              <Form.Item name={[f.name, 'label']} label={`Label ${f.name + 1}`} {...kit.item(['links', f.name, 'label'])}>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, 'url']} label={`URL ${f.name + 1}`} {...kit.item(['links', f.name, 'url'])}>
                <Input />
              </Form.Item>
            </div>
          ))
        }
      </Form.List>
      <Form.Item name="low" label="Low" {...kit.item('low')}>
        <Input />
      </Form.Item>
      <Form.Item name="high" label="High" {...kit.item('high')}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const explain = (label: string) => itemOf(label).querySelector('.ant-form-item-explain')?.textContent ?? '';

// The name's own wording is the registration's, in the `account` namespace.
beforeAll(() => loadNamespaces(['account']));

afterEach(() => {
  kitOf = null;
  formOf = null;
});

describe('schema facts (z.toJSONSchema, io: input)', () => {
  it('reads required marks and limits from the contract, through optional, nullable, list rows and unions', () => {
    expect(factsOf(ZSample, 'name')).toMatchObject({ required: true, maxLength: 5, minLength: 1 });
    expect(factsOf(ZSample, 'note')).toMatchObject({ required: false, maxLength: 20 });
    expect(factsOf(ZSample, 'links')).toMatchObject({ required: false, maxItems: 2 });
    // A row's fields are required once the row exists, whatever the list is.
    expect(factsOf(ZSample, ['links', 1, 'label'])).toMatchObject({ required: true, maxLength: 10 });
    expect(factsOf(ZSample, 'links.url')).toMatchObject({ required: true, maxLength: 500 });
    expect(factsOf(ZSample, 'missing')).toBeNull();
    // The company editor's contract: a partial update, where only the name must say something when sent.
    expect(factsOf(ZCompanyUpdate, 'name')?.required).toBe(true);
    expect(factsOf(ZCompanyUpdate, 'email')?.required).toBe(false);
    expect(factsOf(ZCompanyUpdate, 'videoConference.tool')?.required).toBe(false);
    expect(factsOf(ZCompanyUpdate, 'brochures.url')).toMatchObject({ required: true, maxLength: 500 });
    expect(inputLimits(ZCompanyUpdate, 'outlets')).toEqual({ min: 0, max: 100_000 });
    expect(inputLimits(ZCompanyUpdate, 'profile')).toEqual({ maxLength: 5000 });
  });

  it('words problems from the one table, or from the field', () => {
    const names = ['name', 'note', 'links', 'links.0.label', 'links.0.url', 'high'] as const;
    expect(problemsOf(KIT, names, { name: '', links: [{ label: '', url: 'x' }], low: 5, high: 2 })).toEqual({
      name: { key: 'account:validation.nameRequired' },
      'links.0.label': { key: 'errors:field.required' },
      'links.0.url': { key: 'errors:field.url' },
      high: { key: 'errors:field.priceRange' },
    });
    expect(problemsOf(KIT, names, { name: 'abcdefg', note: `a\u0000` })).toEqual({
      name: { key: 'errors:field.tooLong', values: { max: 5 } },
      note: { key: 'errors:field.nulCharacter' },
    });
    expect(problemsOf(KIT, names, { name: 'Mei', links: [{}, {}, {}].map(() => ({ label: 'a', url: 'https://a.example' })) })).toEqual({
      links: { key: 'errors:field.tooMany', values: { max: 2 } },
    });
  });

  it('finds the field of a contract path: the longest prefix the form has, with renames', () => {
    const fields = new Set(['name', 'links', 'links.1.url', 'videoTool', 'meetingUrl']);
    expect(fieldOf('links.1.url', fields)).toEqual(['links', 1, 'url']);
    expect(fieldOf('links.0.label', fields)).toEqual(['links']);
    expect(fieldOf(['name'], fields)).toEqual(['name']);
    expect(fieldOf('other', fields)).toBeNull();
    const renames = { 'videoConference.tool': 'videoTool', videoConference: 'meetingUrl' };
    expect(fieldOf('videoConference.tool', fields, renames)).toEqual(['videoTool']);
    expect(fieldOf('videoConference.meetingUrl', fields, renames)).toEqual(['meetingUrl']);
  });
});

describe('the form kit on an antd form', () => {
  it('marks required fields, holds inputs to the limit and shows the messages in the viewer language', async () => {
    await setLocale('en');
    render(<SampleForm initial={{ name: '', links: [{ label: '', url: 'nope' }], low: 9, high: 1 }} />);
    expect(itemOf('Name').querySelector('.ant-form-item-required')).toBeTruthy();
    expect(itemOf('Note').querySelector('.ant-form-item-required')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('maxlength')).toBe('5');
    expect(screen.getByLabelText('Note').getAttribute('maxlength')).toBe('20');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(explain('Name')).toBe('The name cannot be empty'));
    expect(explain('Label 1')).toBe('This field is required');
    expect(explain('URL 1')).toBe('Please enter a valid link');
    expect(explain('High')).toBe('The lowest price cannot be higher than the highest price');

    await act(() => setLocale('tr'));
    fireEvent.change(screen.getByLabelText('Label 1'), { target: { value: 'x'.repeat(11) } });
    await waitFor(() => expect(explain('Label 1')).toBe('En fazla 10 karakter kullanın'));
  });

  it("puts a 40000 answer's field errors under their fields, a Form.List row included, and answers the rest", async () => {
    await setLocale('en');
    render(
      <SampleForm
        initial={{
          name: 'Mei',
          links: [
            { label: 'a', url: 'https://a.example' },
            { label: 'b', url: 'https://b.example' },
          ],
        }}
      />,
    );
    await waitFor(() => expect(kitOf).not.toBeNull());
    const error = new ApiError('business', 'Parameter verification error', {
      code: 40000,
      data: {
        fieldErrors: [
          { path: 'links.1.url', message: 'This link is not accepted' },
          { path: 'name', message: 'Taken' },
          { path: 'ticket', message: 'The form expired' },
        ],
      },
    });
    let rest: string | null = null;
    act(() => {
      rest = kitOf!.showServerErrors(error, 'Saving failed');
    });
    expect(rest).toBe('The form expired');
    await waitFor(() => expect(explain('URL 2')).toBe('This link is not accepted'));
    expect(explain('Name')).toBe('Taken');
    expect(explain('URL 1')).toBe('');
    expect(formOf!.getFieldError(['links', 1, 'url'])).toEqual(['This link is not accepted']);

    // Without field errors: the answer's own message, or the fallback; null once every problem found its field.
    expect(kitOf!.showServerErrors(new ApiError('business', 'Conflict', { code: 40900 }), 'Saving failed')).toBe('Conflict');
    expect(
      kitOf!.showServerErrors(new ApiError('business', 'x', { code: 40000, data: { fieldErrors: [{ path: 'note', message: 'No' }] } })),
    ).toBeNull();
  });
});
