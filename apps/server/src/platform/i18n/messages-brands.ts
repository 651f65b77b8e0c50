import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the supplier's brands (catalogue/brands.service.ts, docs/decisions.md "Brands: one model").
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const BRAND_MESSAGES = {
  // A field error on `name` of POST /api/showroom/brand/save.
  brandNameTaken: {
    en: 'You already have a brand with this name',
    'zh-cn': '已有同名品牌',
    'zh-tw': '已有同名品牌',
    tr: 'Bu adda bir markanız zaten var',
  },
  // The 40900 of POST /api/showroom/brand/delete on the default brand.
  brandDefaultUndeletable: {
    en: 'The default brand cannot be deleted; you can rename it or change its logo',
    'zh-cn': '默认品牌不能删除，可以修改名称或标志',
    'zh-tw': '預設品牌不能刪除，可以修改名稱或標誌',
    tr: 'Varsayılan marka silinemez; adını veya logosunu değiştirebilirsiniz',
  },
} satisfies Record<string, Messages>;
