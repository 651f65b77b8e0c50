import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the companies and engagement features (issue 4): profiles, contacts, connections, sharing.
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const COMPANY_MESSAGES = {
  emailDuplicate: {
    en: 'This email address has been added',
    'zh-cn': '该邮箱地址已添加',
    'zh-tw': '該電子郵件地址已新增',
    tr: 'Bu e-posta adresi zaten eklendi',
  },
  priceRange: {
    en: 'The highest price cannot be lower than the lowest price',
    'zh-cn': '最高价格不能低于最低价格',
    'zh-tw': '最高價格不能低於最低價格',
    tr: 'En yüksek fiyat en düşük fiyattan düşük olamaz',
  },
  optionInvalid: {
    en: 'Please choose values from the list.',
    'zh-cn': '请从列表中选择。',
    'zh-tw': '請從清單中選擇。',
    tr: 'Lütfen listeden değer seçin.',
  },
  documentNotOwned: {
    en: 'Please upload this document again: only files you or your company uploaded can be used.',
    'zh-cn': '请重新上传此文档：只能使用您或您的公司上传的文件。',
    'zh-tw': '請重新上傳此文件：只能使用您或您的公司上傳的檔案。',
    tr: 'Lütfen bu belgeyi yeniden yükleyin: yalnızca sizin veya şirketinizin yüklediği dosyalar kullanılabilir.',
  },
  contactsLimit: {
    en: 'A company can list at most {{max}} contacts.',
    'zh-cn': '每家公司最多可添加 {{max}} 位联系人。',
    'zh-tw': '每家公司最多可新增 {{max}} 位聯絡人。',
    tr: 'Bir şirket en fazla {{max}} kişi ekleyebilir.',
  },
  contactEmailTaken: {
    en: 'A contact with this e-mail address already exists.',
    'zh-cn': '已存在使用该邮箱地址的联系人。',
    'zh-tw': '已存在使用該電子郵件地址的聯絡人。',
    tr: 'Bu e-posta adresine sahip bir kişi zaten var.',
  },
  connectionSelf: {
    en: 'You cannot send a contact request to your own company.',
    'zh-cn': '不能向自己的公司发送联系请求。',
    'zh-tw': '不能向自己的公司傳送聯絡請求。',
    tr: 'Kendi şirketinize iletişim isteği gönderemezsiniz.',
  },
  connectionPending: {
    en: 'Your contact request to this company is still waiting for an answer.',
    'zh-cn': '您向该公司发送的联系请求仍在等待回复。',
    'zh-tw': '您向該公司傳送的聯絡請求仍在等待回覆。',
    tr: 'Bu şirkete gönderdiğiniz iletişim isteği hâlâ yanıt bekliyor.',
  },
  connectionExists: {
    en: 'Contact has been established with this company already.',
    'zh-cn': '已与该公司建立联系。',
    'zh-tw': '已與該公司建立聯絡。',
    tr: 'Bu şirketle zaten iletişim kuruldu.',
  },
  connectionNotPending: {
    en: 'This contact request has been answered already.',
    'zh-cn': '该联系请求已处理。',
    'zh-tw': '該聯絡請求已處理。',
    tr: 'Bu iletişim isteği zaten yanıtlandı.',
  },
  connectionRequestedTitle: {
    en: 'New contact request',
    'zh-cn': '新的联系请求',
    'zh-tw': '新的聯絡請求',
    tr: 'Yeni iletişim isteği',
  },
  connectionRequestedBody: {
    en: '{{company}} would like to establish contact with your company.',
    'zh-cn': '{{company}} 希望与贵公司建立联系。',
    'zh-tw': '{{company}} 希望與貴公司建立聯絡。',
    tr: '{{company}} şirketinizle iletişim kurmak istiyor.',
  },
  connectionAcceptedTitle: {
    en: 'Contact has been established',
    'zh-cn': '已建立联系',
    'zh-tw': '已建立聯絡',
    tr: 'İletişim kuruldu',
  },
  connectionAcceptedBody: {
    en: '{{company}} accepted your contact request.',
    'zh-cn': '{{company}} 已接受您的联系请求。',
    'zh-tw': '{{company}} 已接受您的聯絡請求。',
    tr: '{{company}} iletişim isteğinizi kabul etti.',
  },
} satisfies Record<string, Messages>;
