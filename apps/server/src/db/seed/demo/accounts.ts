// Demo members: the four named demo accounts, one or two people per other supplier and one per buyer company.
import type { companyContacts } from '../../schema/companies.ts';
import type { users } from '../../schema/users.ts';
import type { BuyerPerson } from './buyers.ts';
import type { CompanyDraft } from './companies.ts';
import { NATURE, SALUTATION } from './dict-ids.ts';
import { PEOPLE, SUPPLIER_TITLES } from './names.ts';
import { createRng, daysBefore, slugify } from './prng.ts';

export type UserRow = typeof users.$inferInsert;
export interface Placed {
  id: number;
  draft: CompanyDraft;
}

/** The shared password of every demo account (ARCHITECTURE §7). */
export const DEMO_PASSWORD = 'Demo#2026';

const joined = (c: CompanyDraft, days: number) =>
  new Date(Math.min((c.row.createdAt as Date).getTime() + days * 86_400_000, daysBefore(2).getTime()));

function base(c: Placed, hash: string, createdAt: Date) {
  return {
    companyId: c.id,
    passwordHash: hash,
    status: 'active' as const,
    locale: 'en',
    termsAcceptedAt: createdAt,
    country: c.draft.row.country ?? null,
    city: c.draft.row.city ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Every demo user. `sellers[0]` is Aurora Gems (supplier@ and staff@), `organiser` gets admin@, buyers[0] is
 * Northstar Jewellers (buyer@). Other companies' first person is their company admin, a second one is standard.
 */
export function buildUsers(
  hash: string,
  sellers: readonly Placed[],
  buyers: readonly (Placed & { person: BuyerPerson })[],
  organiser: Placed,
): UserRow[] {
  const r = createRng('users');
  const rows: UserRow[] = [];
  const emails = new Set<string>();
  const add = (row: UserRow) => {
    emails.add(row.email.toLowerCase());
    rows.push(row);
  };
  const aurora = sellers[0];
  add({
    ...base(aurora, hash, joined(aurora.draft, 3)),
    email: 'supplier@example.com',
    companyRole: 'admin',
    salutation: SALUTATION.mr,
    gender: 'male',
    firstName: 'Samuel',
    lastName: 'Chan',
    jobTitle: 'Managing Director',
    phone: '+852 2765 4321',
    businessNature: NATURE.manufacturer,
    aboutMe: 'Second-generation jeweller; I look after our bridal and coloured gemstone collections and our export customers.',
    lastLoginAt: daysBefore(1),
  });
  add({
    ...base(aurora, hash, joined(aurora.draft, 40)),
    email: 'staff@example.com',
    companyRole: 'standard',
    salutation: SALUTATION.ms,
    gender: 'female',
    firstName: 'Lily',
    lastName: 'Wong',
    jobTitle: 'Sales Executive',
    phone: '+852 2765 4388',
    businessNature: NATURE.manufacturer,
    lastLoginAt: daysBefore(2),
  });
  add({
    ...base(organiser, hash, joined(organiser.draft, 1)),
    email: 'admin@example.com',
    companyRole: 'admin',
    administratorFlag: true,
    firstName: 'Alex',
    lastName: 'Taylor',
    jobTitle: 'Platform Administrator',
    phone: '+852 2555 0101',
    lastLoginAt: daysBefore(1),
  });

  for (const [i, b] of buyers.entries()) {
    const p = b.person;
    let email = p.email ?? `${slugify(p.first)}.${slugify(p.last)}@${b.draft.slug}.example`;
    if (emails.has(email)) email = email.replace('@', `${i}@`);
    add({
      ...base(b, hash, joined(b.draft, 2)),
      email,
      companyRole: 'admin',
      salutation: p.gender === 'male' ? SALUTATION.mr : SALUTATION.ms,
      gender: p.gender,
      firstName: p.first,
      lastName: p.last,
      jobTitle: p.title,
      phone: b.draft.row.phone ?? null,
      productPreferences: p.preferences,
      businessNature: b.draft.row.businessNature?.[0] ?? NATURE.retailer,
      lastLoginAt: i === 0 ? daysBefore(1) : daysBefore(r.float(1, 40)),
    });
  }

  for (const s of sellers.slice(1)) {
    const people = PEOPLE[s.draft.style];
    const count = r.chance(0.45) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      let first = r.pick(people.first);
      let last = r.pick(people.last);
      let email = `${slugify(first[0])}.${slugify(last)}@${s.draft.slug}.example`;
      for (let t = 0; t < 10 && emails.has(email); t++) {
        first = r.pick(people.first);
        last = r.pick(people.last);
        email = `${slugify(first[0])}.${slugify(last)}@${s.draft.slug}.example`;
      }
      if (emails.has(email)) continue;
      const phone = s.draft.row.phone ? s.draft.row.phone.replace(/\d\d$/, String(r.int(10, 99))) : null;
      add({
        ...base(s, hash, joined(s.draft, r.int(1, 200))),
        email,
        companyRole: k === 0 ? 'admin' : 'standard',
        salutation: first[1] === 'm' ? SALUTATION.mr : SALUTATION.ms,
        gender: first[1] === 'm' ? 'male' : 'female',
        firstName: first[0],
        lastName: last,
        jobTitle: k === 0 ? r.pick(['Managing Director', 'General Manager', 'Director', 'Owner']) : r.pick(SUPPLIER_TITLES),
        phone,
        businessNature: s.draft.row.businessNature?.[0] ?? NATURE.manufacturer,
        lastLoginAt: r.chance(0.7) ? daysBefore(r.float(0.5, 60)) : null,
      });
    }
  }
  return rows;
}

export type ContactRow = typeof companyContacts.$inferInsert;

/**
 * The contact persons each supplier shows on its profile: its demo members, in the order they joined, so a buyer
 * who may see a supplier's contacts (showroom privacy) finds real names, titles and phones.
 */
export function buildContacts(rows: readonly UserRow[], sellerIds: ReadonlySet<number>): ContactRow[] {
  const next = new Map<number, number>();
  return rows
    .filter((u) => sellerIds.has(u.companyId))
    .map((u) => {
      const sort = (next.get(u.companyId) ?? 0) + 1;
      next.set(u.companyId, sort);
      return {
        companyId: u.companyId,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        title: u.jobTitle ?? null,
        phone: u.phone ?? null,
        sort,
      };
    });
}
