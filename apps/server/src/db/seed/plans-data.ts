import type { I18nText } from '@gembourse/contracts/locale';
import type { plans } from '../schema/billing.ts';

/**
 * The plans on offer (issue 13; docs/billing.md "Plans"): the reference seed adds the missing ones, by code, on every
 * start, and leaves stored ones as the organiser set them. Prices in cents of USD; a null limit means "no limit". `sort` ranks
 * the plans of a side: a higher one is an upgrade. Each plan is for one side (issue 28): suppliers' plans sell a
 * showroom, buyers' plans seats; a buyer plan's showroom limits are never shown or used (no products, no analytics).
 */
export type PlanSeed = Omit<typeof plans.$inferInsert, 'id' | 'name' | 'description'> & { name: I18nText; description: I18nText };

export const PLAN_SEED: readonly PlanSeed[] = [
  {
    code: 'free',
    side: 'seller',
    name: { en: 'Free', 'zh-cn': '免费版', 'zh-tw': '免費版', tr: 'Ücretsiz' },
    description: {
      en: 'Start exhibiting: up to 50 products, 2 users and 30 days of analytics.',
      'zh-cn': '开始参展：最多 50 个产品、2 位用户，查看 30 天的数据分析。',
      'zh-tw': '開始參展：最多 50 項產品、2 位使用者，檢視 30 天的數據分析。',
      tr: 'Sergilemeye başlayın: en fazla 50 ürün, 2 kullanıcı ve 30 günlük analiz.',
    },
    currency: 'USD',
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    maxProducts: 50,
    maxUsers: 2,
    analyticsDays: 30,
    launchCollections: false,
    featured: false,
    sort: 0,
    active: true,
  },
  {
    code: 'pro',
    side: 'seller',
    name: { en: 'Pro', 'zh-cn': '专业版', 'zh-tw': '專業版', tr: 'Pro' },
    description: {
      en: 'For growing showrooms: up to 1,000 products, 10 users, 60 days of analytics and Launch collections.',
      'zh-cn': '适合成长中的展厅：最多 1,000 个产品、10 位用户、60 天数据分析，并可发布新品发布（Launch）系列。',
      'zh-tw': '適合成長中的展間：最多 1,000 項產品、10 位使用者、60 天數據分析，並可發表新品發表（Launch）系列。',
      tr: 'Büyüyen showroomlar için: en fazla 1.000 ürün, 10 kullanıcı, 60 günlük analiz ve Lansman koleksiyonları.',
    },
    currency: 'USD',
    priceMonthlyCents: 4900,
    priceYearlyCents: 49000,
    maxProducts: 1000,
    maxUsers: 10,
    analyticsDays: 60,
    launchCollections: true,
    featured: false,
    sort: 1,
    active: true,
  },
  {
    code: 'business',
    side: 'seller',
    name: { en: 'Business', 'zh-cn': '商业版', 'zh-tw': '商業版', tr: 'Business' },
    description: {
      en: 'For large exhibitors: unlimited products, 50 users, 90 days of analytics, Launch collections and featured placement.',
      'zh-cn': '适合大型参展商：产品数量不限、50 位用户、90 天数据分析、新品发布（Launch）系列及推荐展位。',
      'zh-tw': '適合大型參展商：產品數量不限、50 位使用者、90 天數據分析、新品發表（Launch）系列及精選展位。',
      tr: 'Büyük katılımcılar için: sınırsız ürün, 50 kullanıcı, 90 günlük analiz, Lansman koleksiyonları ve öne çıkan yerleşim.',
    },
    currency: 'USD',
    priceMonthlyCents: 14900,
    priceYearlyCents: 149000,
    maxProducts: null,
    maxUsers: 50,
    analyticsDays: 90,
    launchCollections: true,
    featured: true,
    sort: 2,
    active: true,
  },
  {
    code: 'buyer-free',
    side: 'buyer',
    name: { en: 'Free', 'zh-cn': '免费版', 'zh-tw': '免費版', tr: 'Ücretsiz' },
    description: {
      en: 'Everything buyers do on GemBourse, for up to 2 colleagues.',
      'zh-cn': '买家在 GemBourse 上的全部功能，最多 2 位同事使用。',
      'zh-tw': '買家在 GemBourse 上的全部功能，最多 2 位同事使用。',
      tr: "Alıcıların GemBourse'ta yaptığı her şey, en fazla 2 çalışma arkadaşı için.",
    },
    currency: 'USD',
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    maxProducts: 0,
    maxUsers: 2,
    analyticsDays: 30,
    launchCollections: false,
    featured: false,
    sort: 0,
    active: true,
  },
  {
    code: 'buyer-team',
    side: 'buyer',
    name: { en: 'Team', 'zh-cn': '团队版', 'zh-tw': '團隊版', tr: 'Ekip' },
    description: {
      en: 'For buying teams: up to 10 colleagues on one company account.',
      'zh-cn': '适合采购团队：一个公司账户最多 10 位同事使用。',
      'zh-tw': '適合採購團隊：一個公司帳戶最多 10 位同事使用。',
      tr: 'Satın alma ekipleri için: tek şirket hesabında en fazla 10 çalışma arkadaşı.',
    },
    currency: 'USD',
    priceMonthlyCents: 1900,
    priceYearlyCents: 19000,
    maxProducts: 0,
    maxUsers: 10,
    analyticsDays: 30,
    launchCollections: false,
    featured: false,
    sort: 1,
    active: true,
  },
];
