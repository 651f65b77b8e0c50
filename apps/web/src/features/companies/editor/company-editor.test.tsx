import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '../../../test/fixtures.ts';
import { PROFILE_TEXT_FACT_KEYS } from '@gembourse/contracts/company-profile';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../../shared/session/session-store.ts';
import { logIn, makeCompany, stubEditorApi } from './test/editor-stub.ts';

const PATH = '/home/company-profile-edit?language=en';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
}
// Buttons by their text, not by role: role queries walk the whole accessibility tree of this long form in jsdom
// and take many seconds each.
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const noButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' }) === null;
const save = () => fireEvent.click(button(/^Save$/));

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('company profile editor (SPEC §2, §3, §5)', () => {
  it('loads the own company into the form and links to its profile', async () => {
    logIn();
    const { fetchMock } = stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany()) });
    renderApp(PATH);
    expect(await screen.findByDisplayValue('Aurora Gems Ltd')).toBeTruthy();
    expect(input('English name').value).toBe('Aurora Gems');
    expect(input('E-mail').value).toBe('sales@aurora.example');
    expect(screen.getByDisplayValue('Pearls and jade since 1998.')).toBeTruthy();
    expect(screen.getByText('HKJJA')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/company/detail/3')).toBe(true);
    const view = screen.getAllByText('View profile')[0]!.closest('a');
    expect(view?.getAttribute('href')).toContain('/home/company-profile?id=3');
  });

  it('has an input for every plain text fact of the contract (PROFILE_TEXT_FACTS): a new one must be placed here', async () => {
    logIn();
    stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany()) });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    // antd names each input `<form name>_<field>`.
    for (const k of PROFILE_TEXT_FACT_KEYS) expect(document.getElementById(`company-editor_${k}`), k).not.toBeNull();
  });

  // Issue 9, item 12 (smaller findings).
  it('writes one full stop after a company name that ends in one', async () => {
    logIn();
    // The subtitle names the company as the viewer reads it: in English, its English name.
    stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany({ name: '極光寶石珠寶有限公司', nameEn: 'Aurora Gems & Jewellery Ltd.' })),
    });
    renderApp(PATH);
    const subtitle = await waitFor(() => {
      const found = document.querySelector('.gb-editor__subtitle');
      if (!found) throw new Error('no subtitle');
      return found;
    });
    expect(subtitle.textContent).toBe('What buyers see on the profile of Aurora Gems & Jewellery Ltd. Save to publish your changes.');
  });

  it("shows an uploaded brochure under its name after saving, not under the stored file's hash", async () => {
    logIn();
    stubEditorApi({
      '/api/company/detail/3': () =>
        envelope(makeCompany({ brochures: [{ name: 'Spring Catalogue 2026', url: '/uploads/documents/3f9a1c0de2b4.pdf' }] })),
    });
    renderApp(PATH);
    const link = await waitFor(() => {
      const found = document.querySelector('.gb-editor__file-link');
      if (!found) throw new Error('no brochure link');
      return found;
    });
    expect(link.textContent?.trim()).toBe('Spring Catalogue 2026.pdf');
    expect(link.getAttribute('href')).toBe('/uploads/documents/3f9a1c0de2b4.pdf');
  });

  it('shows the 403 text to a standard user and loads nothing', async () => {
    logIn({ company_role: 'standard' });
    const { fetchMock } = stubEditorApi({});
    renderApp(PATH);
    expect(await screen.findByText('Sorry, you do not have permission to access this content')).toBeTruthy();
    expect(screen.getByText('Back to home')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/company/detail'))).toBe(false);
  });

  it('shows the 403 text when the server says the viewer may not edit', async () => {
    logIn();
    stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany({ viewer: { own: true, canEdit: false, connection: 'none', collected: false } })),
    });
    renderApp(PATH);
    expect(await screen.findByText('Sorry, you do not have permission to access this content')).toBeTruthy();
    expect(screen.queryByDisplayValue('Aurora Gems Ltd')).toBeNull();
  });

  it('saves only the changed fields, with nulls for cleared ones, and says "Update successful"', async () => {
    logIn();
    const { bodiesOf } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany()),
      '/api/company/update': (body) => envelope(makeCompany({ ...(body as object), name: 'Aurora Pearls Ltd' })),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fill('Company name', '  Aurora Pearls Ltd ');
    fill('City', '');
    fill('Fax country code', '+852');
    fill('Fax number', '2345 6790');
    expect(await screen.findByText('You have unsaved changes')).toBeTruthy();
    save();
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([
      { name: 'Aurora Pearls Ltd', city: null, faxCountry: '+852', faxNumber: '2345 6790' },
    ]);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('picks the company type from its dictionary and prompts for the booth number and custom content', async () => {
    logIn();
    const types = [
      { dictCode: 'company_type', dataValue: 38201, dataLabel: 'Sole proprietorship', parentValue: null, sort: 0 },
      { dictCode: 'company_type', dataValue: 38203, dataLabel: 'Private limited company', parentValue: null, sort: 1 },
    ];
    const { bodiesOf } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany()),
      '/api/dictionary/company_type': () => envelope(types),
      '/api/company/update': (body) => envelope(makeCompany(body as object)),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    // SPEC §5 prompts as placeholders.
    expect(screen.getByPlaceholderText('Please enter the company name')).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Please enter the custom content: a short notice shown in its own box on your profile'),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('Please enter the phone number, e.g. +852 2345 6789')).toBeTruthy();
    const picker = screen.getByText('Please select the company type').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByText('Private limited company', { selector: '.ant-select-item-option *' }));

    // Spaces alone are not a booth number or a custom text: the prompt says what to enter, and nothing is sent.
    fireEvent.change(input('Booth number'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Custom text'), { target: { value: '  ' } });
    save();
    expect(await screen.findByText('Please enter the booth number', { selector: '.ant-form-item-explain *' })).toBeTruthy();
    expect(await screen.findByText('Please enter the custom content', { selector: '.ant-form-item-explain *' })).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([]);

    fill('Booth number', 'HALL 2 - D07');
    fireEvent.change(screen.getByLabelText('Custom text'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([{ companyType: 38203, boothNumber: 'HALL 2 - D07' }]);
  });

  it('asks before leaving the workspace with unsaved changes', async () => {
    logIn();
    stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany()) });
    const { router } = renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fill('Booth number', 'HALL 5 - C01');
    await screen.findByText('You have unsaved changes');
    void router.navigate('/home/suppliers?language=en');
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    fireEvent.click(button('Stay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/company-profile-edit'));
    expect(input('Booth number').value).toBe('HALL 5 - C01');
    void router.navigate('/home/suppliers?language=en');
    fireEvent.click(await screen.findByText('Leave', { selector: 'button span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/suppliers'));
  });

  it('asks for the fax number once a fax code is given, and refuses a low price above the high one', async () => {
    logIn();
    const { bodiesOf } = stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany()) });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fill('Fax country code', '+852');
    fill('Lowest', '9000');
    save();
    expect(await screen.findByText('Please enter the fax number')).toBeTruthy();
    expect(await screen.findByText('The lowest price cannot be higher than the highest price')).toBeTruthy();
    expect(await screen.findByText('Check the form is filled correctly')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([]);
  });

  it('puts a server field error under its input', async () => {
    logIn();
    stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany()),
      '/api/company/update': () =>
        envelope(
          { fieldErrors: [{ path: 'email', message: 'This e-mail address is not accepted' }] },
          40000,
          'Parameter verification error',
          0,
          400,
        ),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fill('E-mail', 'info@aurora.example');
    save();
    const message = await screen.findByText('This e-mail address is not accepted');
    expect(message.closest('.ant-form-item')?.querySelector('#company-editor_email')).toBeTruthy();
  });

  it('accepts a YouTube link, refuses others, and wants the saved video deleted first', async () => {
    logIn();
    const { bodiesOf } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany({ video: 'https://vimeo.com/123456789' })),
      '/api/company/update': (body) => envelope(makeCompany(body as object)),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    expect(screen.getByText('https://vimeo.com/123456789')).toBeTruthy();
    expect(screen.queryByLabelText('Company video')?.tagName).not.toBe('INPUT');
    fireEvent.click(button('Delete video'));
    fill('Company video', 'https://www.dailymotion.com/video/x8abc');
    expect(await screen.findByText('Only YouTube or Vimeo links (https://) are accepted')).toBeTruthy();
    save();
    expect(await screen.findByText('Check the form is filled correctly')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([]);
    fill('Company video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await waitFor(() => expect(screen.queryByText('Only YouTube or Vimeo links (https://) are accepted')).toBeNull());
    save();
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([{ video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]);
  });

  it('refuses a bad brochure URL with a message and sends nothing; a good one saves', async () => {
    logIn();
    const { bodiesOf } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany()),
      '/api/company/update': (body) => envelope(makeCompany(body as object)),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fireEvent.click(button('Add brochure'));
    fill('Brochure 1 name', 'Pearl catalogue 2026');
    fireEvent.click(screen.getByText('Link'));
    // The row's source follows the form through a watch, which settles a tick later.
    await screen.findByLabelText('Brochure 1 URL');
    fill('Brochure 1 URL', 'catalogue.pdf');
    save();
    expect(await screen.findByText('Please enter a valid URL starting with http:// or https://')).toBeTruthy();
    expect(await screen.findByText('Check the form is filled correctly')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([]);
    fill('Brochure 1 URL', 'https://aurora.example/catalogue.pdf');
    save();
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([
      { brochures: [{ name: 'Pearl catalogue 2026', url: 'https://aurora.example/catalogue.pdf' }] },
    ]);
  });

  it('refuses a brochure file that is not a PDF before uploading it', async () => {
    logIn();
    const { fetchMock } = stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany()) });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fireEvent.click(button('Add brochure'));
    const picker = screen.getByTestId('brochure-file-input');
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose a PDF file.')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [new File(['hello'], 'fake.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getAllByText('Please choose a PDF file.').length).toBeGreaterThan(0));
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/uploads/document'))).toBe(false);
  });

  it('uploads a brochure PDF through the document endpoint and names the row after the file', async () => {
    logIn();
    const { fetchMock } = stubEditorApi({
      '/api/company/detail/3': () => envelope(makeCompany()),
      '/api/uploads/document': () =>
        envelope({ url: '/uploads/docs/abc.pdf', name: 'abc.pdf', mime: 'application/pdf', bytes: 9, width: null, height: null }),
    });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    fireEvent.click(button('Add brochure'));
    fireEvent.change(screen.getByTestId('brochure-file-input'), {
      target: { files: [new File(['%PDF-1.7 x'], 'Pearls 2026.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Pearls 2026.pdf')).toBeTruthy();
    expect(input('Brochure 1 name').value).toBe('Pearls 2026');
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/uploads/document');
    expect(((call![1] as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('names the limit at five exhibition photos and hides the add tile', async () => {
    logIn();
    const four = ['a', 'b', 'c', 'd'].map((n) => `/uploads/exhibition/${n}.webp`);
    stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany({ mediaPhotos: four })) });
    const first = renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    expect(screen.getByText('4 of 5 photos')).toBeTruthy();
    expect(button('Add photo')).toBeTruthy();
    first.unmount();

    stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany({ mediaPhotos: [...four, '/uploads/exhibition/e.webp'] })) });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    expect(screen.getByText('5 of 5 photos')).toBeTruthy();
    expect(screen.getByText('You have reached the limit of 5 exhibition photos. Remove one to add another.')).toBeTruthy();
    expect(noButton('Add photo')).toBe(true);
  });

  it('refuses more than five photos on save, naming the limit, and sends nothing', async () => {
    logIn();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `/uploads/exhibition/${n}.webp`);
    const { bodiesOf } = stubEditorApi({ '/api/company/detail/3': () => envelope(makeCompany({ mediaPhotos: six })) });
    renderApp(PATH);
    await screen.findByDisplayValue('Aurora Gems Ltd');
    expect(noButton('Add photo')).toBe(true);
    fill('Company name', 'Aurora Pearls Ltd');
    save();
    expect(await screen.findByText('You can add up to 5 exhibition photos.')).toBeTruthy();
    expect(await screen.findByText('Check the form is filled correctly')).toBeTruthy();
    expect(bodiesOf('/api/company/update')).toEqual([]);
  });
});
