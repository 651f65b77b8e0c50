import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@gembourse/contracts/company-profile';
import { envelope } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../../shared/session/session-store.ts';
import { CONTACT, logIn, makeCompany, stubEditorApi } from './test/editor-stub.ts';

const PATH = '/home/company-profile-edit?language=en';

// Queries by text and label, not by role: role queries walk the accessibility tree of the whole editor in jsdom
// and take many seconds each.
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const click = (scope: HTMLElement, text: string) =>
  fireEvent.click(within(scope).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement);
function fillIn(scope: HTMLElement, label: string, value: string) {
  const field = within(scope).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** A contact list the stub keeps, so the table shows what the endpoints did. */
function stubContacts() {
  let contacts: Contact[] = [CONTACT];
  return stubEditorApi({
    '/api/company/detail/3': () => envelope(makeCompany()),
    '/api/company/user/contact/list': () => envelope(contacts),
    '/api/company/user/no/contact/list': () =>
      envelope([
        { userId: 8, firstName: 'Ali', lastName: 'Kaya', email: 'staff@example.com', title: 'Designer', phone: '+90 212 555 0101' },
      ]),
    '/api/company/user/contact/save': (body) => {
      const b = body as Contact;
      contacts = b.id ? contacts.map((c) => (c.id === b.id ? { ...c, ...b } : c)) : [...contacts, { ...CONTACT, ...b, id: 6 }];
      return envelope(null);
    },
    '/api/company/user/contact/remove/5': () => {
      contacts = contacts.filter((c) => c.id !== 5);
      return envelope(null);
    },
  });
}

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('company contacts in the editor (SPEC §2 "contact list with add, edit and delete")', () => {
  it('adds a contact with the required fields checked first', async () => {
    logIn();
    const { bodiesOf } = stubContacts();
    renderApp(PATH);
    // The contact's row (the account menu names the logged-in member, also Mei Lin).
    expect(await screen.findByLabelText('Edit Mei Lin')).toBeTruthy();
    click(document.body, 'Add contact');
    await screen.findByText('Add contact', { selector: '.ant-modal-title' });
    click(dialog(), 'Save');
    expect(await screen.findByText('Please enter the first name')).toBeTruthy();
    expect(bodiesOf('/api/company/user/contact/save')).toEqual([]);
    fillIn(dialog(), 'First name', ' Ayşe ');
    fillIn(dialog(), 'Last name', 'Demir');
    fillIn(dialog(), 'Position', 'Export manager');
    fillIn(dialog(), 'E-mail', 'Ayse@Aurora.example');
    click(dialog(), 'Save');
    expect(await screen.findByText('Ayşe Demir')).toBeTruthy();
    expect(bodiesOf('/api/company/user/contact/save')).toEqual([
      {
        firstName: 'Ayşe',
        lastName: 'Demir',
        email: 'ayse@aurora.example',
        title: 'Export manager',
        phone: null,
        cover: null,
        status: 'active',
      },
    ]);
  });

  it('edits a contact with its id and deletes one after confirming', async () => {
    logIn();
    const { bodiesOf, fetchMock } = stubContacts();
    renderApp(PATH);
    await screen.findByLabelText('Edit Mei Lin');
    fireEvent.click(screen.getByLabelText('Edit Mei Lin'));
    await screen.findByText('Edit contact', { selector: '.ant-modal-title' });
    expect((within(dialog()).getByLabelText('E-mail') as HTMLInputElement).value).toBe('mei@aurora.example');
    fillIn(dialog(), 'Position', 'Head of sales');
    fireEvent.click(dialog().querySelector('.ant-switch') as HTMLElement);
    click(dialog(), 'Save');
    expect(await screen.findByText('Head of sales')).toBeTruthy();
    expect(bodiesOf('/api/company/user/contact/save')).toEqual([
      {
        id: 5,
        firstName: 'Mei',
        lastName: 'Lin',
        email: 'mei@aurora.example',
        title: 'Head of sales',
        phone: null,
        cover: null,
        status: 'hidden',
      },
    ]);
    expect(await screen.findByText('Hidden')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Delete Mei Lin'));
    expect(await screen.findByText('Delete this contact?')).toBeTruthy();
    const confirm = screen.getByText('Delete this contact?').closest('.ant-popover') as HTMLElement;
    click(confirm, 'Delete');
    expect(await screen.findByText('Contact deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Edit Mei Lin')).toBeNull());
    expect(
      fetchMock.mock.calls.some(([u, init]) => u === '/api/company/user/contact/remove/5' && (init as RequestInit).method === 'POST'),
    ).toBe(true);
  });

  it('adds a team member from the no-contact list, prefilled', async () => {
    logIn();
    const { bodiesOf } = stubContacts();
    renderApp(PATH);
    await screen.findByLabelText('Edit Mei Lin');
    click(document.body, 'Add from my team');
    await screen.findByText('Add from my team', { selector: '.ant-modal-title' });
    const picker = (await screen.findByText('Search by name or e-mail')).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByText('staff@example.com', { selector: '.ant-select-item-option *' }));
    click(document.body, 'Continue');
    await screen.findByText('Add contact', { selector: '.ant-modal-title' });
    expect((within(dialog()).getByLabelText('First name') as HTMLInputElement).value).toBe('Ali');
    expect((within(dialog()).getByLabelText('Position') as HTMLInputElement).value).toBe('Designer');
    click(dialog(), 'Save');
    expect(await screen.findByText('Ali Kaya')).toBeTruthy();
    expect(bodiesOf('/api/company/user/contact/save')[0]).toMatchObject({
      firstName: 'Ali',
      email: 'staff@example.com',
      phone: '+90 212 555 0101',
    });
  });
});
