import type { Locale } from '@gembourse/contracts/locale';

// Texts of the favourites export (/home/my-favorites): sheet names, file names, column headings and cell values.
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other server text.

type Messages = Record<Locale, string>;

export const FAVOURITE_MESSAGES = {
  favouriteSheetBrands: { en: 'Favourite brands', 'zh-cn': '收藏的品牌', 'zh-tw': '收藏的品牌', tr: 'Favori markalar' },
  favouriteSheetProducts: { en: 'Wish list', 'zh-cn': '心愿单', 'zh-tw': '願望清單', tr: 'İstek listesi' },
  favouriteFileBrands: { en: 'favourite-brands', 'zh-cn': '收藏的品牌', 'zh-tw': '收藏的品牌', tr: 'favori-markalar' },
  favouriteFileProducts: { en: 'wish-list', 'zh-cn': '心愿单', 'zh-tw': '願望清單', tr: 'istek-listesi' },
  favouriteColBrand: { en: 'Brand', 'zh-cn': '品牌', 'zh-tw': '品牌', tr: 'Marka' },
  favouriteColCompany: { en: 'Company name', 'zh-cn': '公司名称', 'zh-tw': '公司名稱', tr: 'Şirket adı' },
  favouriteColCompanyEn: { en: 'English name', 'zh-cn': '英文名称', 'zh-tw': '英文名稱', tr: 'İngilizce adı' },
  favouriteColCountry: { en: 'Country/region', 'zh-cn': '国家/地区', 'zh-tw': '國家/地區', tr: 'Ülke/bölge' },
  favouriteColMainProducts: { en: 'Main products', 'zh-cn': '主营产品', 'zh-tw': '主營產品', tr: 'Ana ürünler' },
  favouriteColVerification: { en: 'Verification', 'zh-cn': '认证状态', 'zh-tw': '認證狀態', tr: 'Doğrulama' },
  favouriteColCollectedAt: { en: 'Collected on', 'zh-cn': '收藏日期', 'zh-tw': '收藏日期', tr: 'Eklenme tarihi' },
  favouriteColLink: { en: 'Link', 'zh-cn': '链接', 'zh-tw': '連結', tr: 'Bağlantı' },
  favouriteColProduct: { en: 'Product', 'zh-cn': '产品', 'zh-tw': '產品', tr: 'Ürün' },
  favouriteColSku: { en: 'SKU', 'zh-cn': '货号', 'zh-tw': '貨號', tr: 'Stok kodu' },
  favouriteColSupplier: { en: 'Supplier', 'zh-cn': '供应商', 'zh-tw': '供應商', tr: 'Tedarikçi' },
  favouriteColPrice: { en: 'Price', 'zh-cn': '价格', 'zh-tw': '價格', tr: 'Fiyat' },
  favouriteColCurrency: { en: 'Currency', 'zh-cn': '币种', 'zh-tw': '幣別', tr: 'Para birimi' },
  favouriteColStatus: { en: 'Status', 'zh-cn': '状态', 'zh-tw': '狀態', tr: 'Durum' },
  favouriteAvailable: { en: 'Available', 'zh-cn': '可查看', 'zh-tw': '可查看', tr: 'Mevcut' },
  favouriteUnavailable: { en: 'No longer available', 'zh-cn': '已无法查看', 'zh-tw': '已無法查看', tr: 'Artık mevcut değil' },
  favouritePriceOnRequest: { en: 'Price on request', 'zh-cn': '价格面议', 'zh-tw': '價格面議', tr: 'Fiyat için iletişime geçin' },
  favouriteVerification_verified: { en: 'Verified', 'zh-cn': '已认证', 'zh-tw': '已認證', tr: 'Onaylı' },
  favouriteVerification_unverified: { en: 'Not verified', 'zh-cn': '未认证', 'zh-tw': '未認證', tr: 'Onaysız' },
  favouriteVerification_pending: { en: 'Verification pending', 'zh-cn': '认证审核中', 'zh-tw': '認證審核中', tr: 'Onay bekliyor' },
  favouriteVerification_rejected: { en: 'Verification declined', 'zh-cn': '认证未通过', 'zh-tw': '認證未通過', tr: 'Onaylanmadı' },
} satisfies Record<string, Messages>;
