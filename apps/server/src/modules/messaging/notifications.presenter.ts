import { formatPrice } from '../../platform/i18n/format-price.ts';
import type { Locale } from '@gembourse/contracts/locale';
import {
  NOTIFICATION_EVENT_PREF,
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationEvent,
  type Todo,
} from '@gembourse/contracts/notifications';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { displayName } from '../company/company.presenter.ts';
import type { NoticeRow, TodoRow } from './notifications.repository.ts';
import { TODO_KINDS } from './notifier.ts';

/** Quoted texts (a question, a message preview) are cut to this many characters in the centre's one-line body. */
const EXCERPT_MAX = 140;

type Payload = Record<string, unknown>;
const str = (p: Payload, key: string): string => (typeof p[key] === 'string' ? (p[key] as string) : '');
const num = (p: Payload, key: string): number | null => (typeof p[key] === 'number' && Number.isFinite(p[key]) ? (p[key] as number) : null);
const count = (p: Payload, key: string): number => num(p, key) ?? 0;
const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text);

/** A company named in a payload (`companyName`, `companyNameEn`) as the reader reads company names. */
function companyOf(p: Payload, locale: Locale, prefix = 'company'): string {
  const name = str(p, `${prefix}Name`);
  return name ? displayName({ name, nameEn: str(p, `${prefix}NameEn`) || null }, locale) : '';
}

/**
 * What a stored notification is about. Rows written through the notifier carry `payload.event`; rows from before
 * issue 12 are read from their kind: contact requests' own event ('requested', 'accepted'), product alerts' `kind`,
 * saved searches and answers by their kind.
 */
export function noticeEvent(kind: string, p: Payload): NotificationEvent {
  const event = str(p, 'event');
  if ((NOTIFICATION_EVENTS as readonly string[]).includes(event)) return event as NotificationEvent;
  if (kind === 'contactRequest') return event === 'accepted' ? 'contactAccepted' : 'contactRequested';
  if (kind === 'productAlert') return str(p, 'kind') === 'backInStock' ? 'backInStock' : 'priceDrop';
  if (kind === 'savedSearch') return 'savedSearchMatches';
  if ((NOTIFICATION_EVENTS as readonly string[]).includes(kind)) return kind as NotificationEvent;
  return 'system';
}

/** A product page (the e-mails' links, without the public address: the SPA adds the language). */
const productLink = (p: Payload) => (num(p, 'productId') ? `/home/product-detail?id=${num(p, 'productId')}` : null);
/** The showroom's questions tab, where a supplier answers (showroom-product-tabs.tsx). */
export const QUESTIONS_LINK = '/home/showroom-product?tab=questions';
/** A company profile: the requester's own one lists the requests to answer (as the contact request e-mail links). */
const profileLink = (companyId: number | null) => (companyId ? `/home/company-profile?id=${companyId}` : null);

interface Rendered {
  title: string;
  body: string;
  link: string | null;
}

/** Title, body and link of a notification in `locale`, from its event and payload. `companyId`: the reader's company. */
function render(event: NotificationEvent, p: Payload, locale: Locale, companyId: number): Rendered {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  switch (event) {
    case 'contactRequested':
      return {
        title: t('connectionRequestedTitle'),
        body: t('connectionRequestedBody', { company: companyOf(p, locale) }),
        // The reader's company was asked: its own profile answers (contact-request.ts does the same).
        link: profileLink(num(p, 'supplierCompanyId') ?? companyId),
      };
    case 'contactAccepted':
      return {
        title: t('connectionAcceptedTitle'),
        body: t('connectionAcceptedBody', { company: companyOf(p, locale) }),
        link: profileLink(num(p, 'companyId')),
      };
    case 'privateMessage': {
      // The chat's notice of a burst (chat-mail.job.ts): { conversationId, conversationIds, senderName, count, preview? }.
      const name = str(p, 'senderName') || str(p, 'name') || t('noticeSomeone');
      const preview = str(p, 'preview');
      const several = count(p, 'count') > 1;
      const conversations = Array.isArray(p.conversationIds) ? p.conversationIds.length : 1;
      const conversation = num(p, 'conversationId');
      return {
        title: t(several ? 'noticeMessagesTitle' : 'noticeMessageTitle', { name }),
        body: preview ? excerpt(preview) : several ? t('noticeMessagesBody', { count: count(p, 'count') }) : t('noticeMessageBody'),
        // A burst across conversations opens the list; one conversation opens it.
        link: conversation && conversations <= 1 ? `/home/messages?c=${conversation}` : '/home/messages',
      };
    }
    case 'questionAsked': {
      const asker = str(p, 'askerName')
        ? [str(p, 'askerName'), companyOf(p, locale, 'askerCompany')].filter(Boolean).join(', ')
        : t('noticeSomeone');
      return {
        title: t('noticeQuestionAskedTitle', { product: str(p, 'productName') }),
        body: t('noticeQuestionAskedBody', { asker, question: excerpt(str(p, 'question')) }),
        link: QUESTIONS_LINK,
      };
    }
    case 'questionAnswered': {
      const company = companyOf(p, locale);
      return {
        title: t('noticeQuestionAnsweredTitle', { product: str(p, 'productName') }),
        body: company ? t('noticeQuestionAnsweredBody', { company }) : t('noticeQuestionAnsweredBodyPlain'),
        link: productLink(p),
      };
    }
    case 'priceDrop': {
      const [oldPrice, newPrice] = [num(p, 'oldPrice'), num(p, 'newPrice')];
      const [oldCurrency, currency] = [str(p, 'oldCurrency'), str(p, 'currency')];
      const priced = oldPrice !== null && newPrice !== null && oldCurrency && currency;
      return {
        title: t('noticePriceDropTitle', { product: str(p, 'name') }),
        body: priced
          ? t('noticePriceDropBody', {
              oldPrice: formatPrice(oldPrice, oldCurrency, locale),
              newPrice: formatPrice(newPrice, currency, locale),
            })
          : t('noticePriceDropBodyPlain'),
        link: productLink(p),
      };
    }
    case 'backInStock':
      return { title: t('noticeBackInStockTitle', { product: str(p, 'name') }), body: t('noticeBackInStockBody'), link: productLink(p) };
    case 'savedSearchMatches': {
      const examples = Array.isArray(p.products) ? p.products.filter((x): x is string => typeof x === 'string') : [];
      return {
        title: t('noticeSavedSearchTitle', { search: str(p, 'name') }),
        body: t('noticeSavedSearchBody', { count: count(p, 'count'), examples: examples.join(', ') }),
        link: `/home/product${str(p, 'query') ? `?${str(p, 'query')}` : ''}`,
      };
    }
    case 'weeklySummary': {
      const supplier = p.supplier === true;
      const numbers = Object.fromEntries(
        ['profileViews', 'productViews', 'requests', 'questions', 'messages', 'accepted', 'answers'].map((k) => [
          k,
          count(p, k).toLocaleString(locale),
        ]),
      );
      return {
        title: t('noticeWeeklyTitle'),
        body: t(supplier ? 'noticeWeeklySupplierBody' : 'noticeWeeklyMemberBody', numbers),
        link: supplier ? '/home/analytics-dashboard' : '/home/messages',
      };
    }
    case 'system':
      // A notice the organiser wrote: its own words, as stored.
      return { title: str(p, 'title') || t('noticeSystemTitle'), body: str(p, 'body'), link: str(p, 'link') || null };
  }
}

/** A notification as the centre shows it, in the request's language. `companyId`: the reader's company. */
export function presentNotification(row: NoticeRow, locale: Locale, companyId: number): Notification {
  const event = noticeEvent(row.kind, row.payload);
  return {
    id: row.id,
    kind: NOTIFICATION_EVENT_PREF[event] ?? row.kind,
    event,
    ...render(event, row.payload, locale, companyId),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Title and link of a to-be-done item made by the platform, from its kind and payload. */
function renderTodo(kind: string | null, p: Payload, locale: Locale): { title: string; link: string | null } {
  switch (kind) {
    case TODO_KINDS.answerContactRequest.kind:
      return {
        title: translate('todoAnswerContactRequest', locale, { company: companyOf(p, locale) }),
        link: profileLink(num(p, 'supplierCompanyId')),
      };
    case TODO_KINDS.answerQuestion.kind:
      return { title: translate('todoAnswerQuestion', locale, { product: str(p, 'productName') }), link: QUESTIONS_LINK };
    default:
      return { title: translate('todoGeneric', locale), link: null };
  }
}

/** A to-be-done item in the request's language: a fixed title or link, when stored, wins over the rendered one. */
export function presentTodo(row: TodoRow, locale: Locale): Todo {
  const rendered = renderTodo(row.kind, row.payload, locale);
  return {
    id: row.id,
    title: row.title.trim() || rendered.title,
    link: row.link || rendered.link,
    doneFlag: row.doneFlag,
    createdAt: row.createdAt.toISOString(),
  };
}
