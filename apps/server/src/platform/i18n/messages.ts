import type { Locale } from '@gembourse/contracts/locale';
import { interpolate } from './interpolate.ts';
import { ALERT_MESSAGES } from './messages-alerts.ts';
import { CHAT_MESSAGES } from './messages-chat.ts';
import { REALTIME_MESSAGES } from './messages-realtime.ts';
import { BRAND_MESSAGES } from './messages-brands.ts';
import { COMPANY_MESSAGES } from './messages-company.ts';
import { COMPANY_USER_MESSAGES } from './messages-company-users.ts';
import { FAVOURITE_MESSAGES } from './messages-favourites.ts';
import { CONSOLE_MESSAGES } from './messages-console.ts';
import { SHOWROOM_MESSAGES } from './messages-showroom.ts';
import { IMPORT_MESSAGES } from './messages-import.ts';
import { NOTIFICATION_MESSAGES } from './messages-notifications.ts';
import { BILLING_MESSAGES } from './messages-billing.ts';

type Messages = Record<Locale, string>;

/** Server-side messages, the `msg` of error envelopes, in the four languages. Params: {{name}}, as on the web. */
export const MESSAGES = {
  success: { en: 'success', 'zh-cn': '成功', 'zh-tw': '成功', tr: 'başarılı' },
  validation: {
    en: 'Parameter verification error. Please fill in the form data carefully!',
    'zh-cn': '参数校验错误，请仔细填写表单数据！',
    'zh-tw': '參數校驗錯誤，請仔細填寫表單資料！',
    tr: 'Parametre doğrulama hatası. Lütfen form verilerini dikkatlice doldurun!',
  },
  badCredentials: {
    en: 'The e-mail address or password is incorrect.',
    'zh-cn': '邮箱或密码不正确。',
    'zh-tw': '電子郵件或密碼不正確。',
    tr: 'E-posta adresi veya şifre hatalı.',
  },
  noSession: {
    en: 'Please log in first.',
    'zh-cn': '请先登录。',
    'zh-tw': '請先登入。',
    tr: 'Lütfen önce giriş yapın.',
  },
  loggedInElsewhere: {
    en: 'Login expired or logged in elsewhere',
    'zh-cn': '登录已过期或已在其他地方登录',
    'zh-tw': '登入已過期或已在其他地方登入',
    tr: 'Oturum süresi doldu veya başka bir yerden giriş yapıldı',
  },
  sessionRevoked: {
    en: 'Login expired, please log in again',
    'zh-cn': '登录已过期，请重新登录',
    'zh-tw': '登入已過期，請重新登入',
    tr: 'Oturum süresi doldu, lütfen tekrar giriş yapın',
  },
  accountPending: {
    en: 'Your account has not been activated yet. Please use the link in the activation e-mail to set your password.',
    'zh-cn': '您的账户尚未激活。请使用激活邮件中的链接设置密码。',
    'zh-tw': '您的帳戶尚未啟用。請使用啟用郵件中的連結設定密碼。',
    tr: 'Hesabınız henüz etkinleştirilmedi. Şifrenizi belirlemek için etkinleştirme e-postasındaki bağlantıyı kullanın.',
  },
  companySuspended: {
    en: 'Your company account is suspended. Please contact GemBourse support.',
    'zh-cn': '您的公司账户已被暂停。请联系 GemBourse 客服。',
    'zh-tw': '您的公司帳戶已被暫停。請聯絡 GemBourse 客服。',
    tr: 'Şirket hesabınız askıya alındı. Lütfen GemBourse destek ekibiyle iletişime geçin.',
  },
  accountDisabled: {
    en: 'Your account has been disabled by your company administrator.',
    'zh-cn': '您的账户已被公司管理员停用。',
    'zh-tw': '您的帳戶已被公司管理員停用。',
    tr: 'Hesabınız şirket yöneticiniz tarafından devre dışı bırakıldı.',
  },
  forbidden: {
    en: 'No access to this content.',
    'zh-cn': '无权访问此内容。',
    'zh-tw': '無權存取此內容。',
    tr: 'Bu içeriğe erişim yetkiniz yok.',
  },
  notFound: {
    en: 'Content does not exist.',
    'zh-cn': '内容不存在。',
    'zh-tw': '內容不存在。',
    tr: 'İçerik mevcut değil.',
  },
  conflict: {
    en: 'The request conflicts with the current state. Please refresh and try again.',
    'zh-cn': '请求与当前状态冲突，请刷新后重试。',
    'zh-tw': '請求與目前狀態衝突，請重新整理後再試。',
    tr: 'İstek mevcut durumla çakışıyor. Lütfen sayfayı yenileyip tekrar deneyin.',
  },
  payloadTooLarge: {
    en: 'The request is too large.',
    'zh-cn': '请求内容过大。',
    'zh-tw': '請求內容過大。',
    tr: 'İstek çok büyük.',
  },
  oneFileOnly: {
    en: 'Please upload one file at a time.',
    'zh-cn': '一次只能上传一个文件。',
    'zh-tw': '一次只能上傳一個檔案。',
    tr: 'Lütfen her seferinde tek bir dosya yükleyin.',
  },
  unsupportedType: {
    en: 'This content type is not supported.',
    'zh-cn': '不支持该内容类型。',
    'zh-tw': '不支援該內容類型。',
    tr: 'Bu içerik türü desteklenmiyor.',
  },
  tooManyRequests: {
    en: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
    'zh-cn': '尝试次数过多，请 {{seconds}} 秒后再试。',
    'zh-tw': '嘗試次數過多，請 {{seconds}} 秒後再試。',
    tr: 'Çok fazla deneme. Lütfen {{seconds}} saniye bekleyip tekrar deneyin.',
  },
  internal: {
    en: 'A server error occurred. Please try again.',
    'zh-cn': '服务器出错，请重试。',
    'zh-tw': '伺服器出錯，請重試。',
    tr: 'Bir sunucu hatası oluştu. Lütfen tekrar deneyin.',
  },
  unavailable: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    'zh-cn': '服务暂时不可用，请稍后再试。',
    'zh-tw': '服務暫時無法使用，請稍後再試。',
    tr: 'Hizmet geçici olarak kullanılamıyor. Lütfen kısa süre sonra tekrar deneyin.',
  },
  // Registration, activation and password reset (issue 3).
  registrationExpired: {
    en: 'The registration form expired after 40 minutes. Please start again.',
    'zh-cn': '注册表单已超过 40 分钟有效期，请重新开始。',
    'zh-tw': '註冊表單已超過 40 分鐘有效期限，請重新開始。',
    tr: 'Kayıt formunun 40 dakikalık süresi doldu. Lütfen yeniden başlayın.',
  },
  registrationTicketInvalid: {
    en: 'This registration form is no longer valid. Please start again.',
    'zh-cn': '此注册表单已失效，请重新开始。',
    'zh-tw': '此註冊表單已失效，請重新開始。',
    tr: 'Bu kayıt formu artık geçerli değil. Lütfen yeniden başlayın.',
  },
  verificationCodeWait: {
    en: 'Please wait {{seconds}} seconds before requesting another verification code.',
    'zh-cn': '请等待 {{seconds}} 秒后再获取验证码。',
    'zh-tw': '請等待 {{seconds}} 秒後再取得驗證碼。',
    tr: 'Yeni bir doğrulama kodu istemeden önce lütfen {{seconds}} saniye bekleyin.',
  },
  verificationCodeWrong: {
    en: 'The verification code is incorrect.',
    'zh-cn': '验证码不正确。',
    'zh-tw': '驗證碼不正確。',
    tr: 'Doğrulama kodu hatalı.',
  },
  verificationCodeExpired: {
    en: 'The verification code has expired or was entered wrongly too many times. Please request a new one.',
    'zh-cn': '验证码已失效或输入错误次数过多，请重新获取。',
    'zh-tw': '驗證碼已失效或輸入錯誤次數過多，請重新取得。',
    tr: 'Doğrulama kodunun süresi doldu veya çok fazla kez hatalı girildi. Lütfen yeni bir kod isteyin.',
  },
  emailTaken: {
    en: 'This e-mail address is already registered. Please log in or reset your password.',
    'zh-cn': '该邮箱地址已注册，请直接登录或重置密码。',
    'zh-tw': '該電子郵件地址已註冊，請直接登入或重設密碼。',
    tr: 'Bu e-posta adresi zaten kayıtlı. Lütfen giriş yapın veya şifrenizi sıfırlayın.',
  },
  countryInvalid: {
    en: 'Please select a country/region from the list.',
    'zh-cn': '请从列表中选择国家/地区。',
    'zh-tw': '請從清單中選擇國家/地區。',
    tr: 'Lütfen listeden bir ülke/bölge seçin.',
  },
  salutationInvalid: {
    en: 'Please select a title from the list.',
    'zh-cn': '请从列表中选择称谓。',
    'zh-tw': '請從清單中選擇稱謂。',
    tr: 'Lütfen listeden bir hitap seçin.',
  },
  productPreferenceInvalid: {
    en: 'Please select the product preference (at least one) from the list.',
    'zh-cn': '请从列表中选择产品偏好（至少一项）。',
    'zh-tw': '請從清單中選擇產品偏好（至少一項）。',
    tr: 'Lütfen listeden ürün tercihini seçin (en az bir tane).',
  },
  businessNatureInvalid: {
    en: 'Please select the business nature.',
    'zh-cn': '请选择业务性质。',
    'zh-tw': '請選擇業務性質。',
    tr: 'Lütfen işletme türünü seçin.',
  },
  businessNatureOtherRequired: {
    en: 'Please describe your business nature.',
    'zh-cn': '请说明您的业务性质。',
    'zh-tw': '請說明您的業務性質。',
    tr: 'Lütfen işletme türünüzü açıklayın.',
  },
  linkInvalid: {
    en: 'This link has expired or was already used.',
    'zh-cn': '此链接已失效或已被使用。',
    'zh-tw': '此連結已失效或已被使用。',
    tr: 'Bu bağlantının süresi dolmuş veya bağlantı zaten kullanılmış.',
  },
  // Profile, settings, uploads, company users and console (issue 3, server side of items 4-6).
  currentPasswordWrong: {
    en: 'The current password is incorrect.',
    'zh-cn': '当前密码不正确。',
    'zh-tw': '目前密碼不正確。',
    tr: 'Mevcut şifre hatalı.',
  },
  newPasswordSame: {
    en: 'The new password must be different from the current one.',
    'zh-cn': '新密码不能与当前密码相同。',
    'zh-tw': '新密碼不能與目前密碼相同。',
    tr: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
  },
  uploadNotOwned: {
    en: 'Please upload this image again: only images you or your company uploaded can be used.',
    'zh-cn': '请重新上传此图片：只能使用您或您的公司上传的图片。',
    'zh-tw': '請重新上傳此圖片：只能使用您或您的公司上傳的圖片。',
    tr: 'Lütfen bu görseli yeniden yükleyin: yalnızca sizin veya şirketinizin yüklediği görseller kullanılabilir.',
  },
  countryUnknown: {
    en: 'Please select a country or region from the list.',
    'zh-cn': '请从列表中选择国家或地区。',
    'zh-tw': '請從清單中選擇國家或地區。',
    tr: 'Lütfen listeden bir ülke veya bölge seçin.',
  },
  fileMissing: {
    en: 'Please select a file.',
    'zh-cn': '请选择文件。',
    'zh-tw': '請選擇檔案。',
    tr: 'Lütfen bir dosya seçin.',
  },
  fileTooLarge: {
    en: 'The file is too large: at most {{max}} MB.',
    'zh-cn': '文件过大：最大 {{max}} MB。',
    'zh-tw': '檔案過大：最大 {{max}} MB。',
    tr: 'Dosya çok büyük: en fazla {{max}} MB olabilir.',
  },
  imageUnsupported: {
    en: 'Please choose a JPG, PNG or GIF image. This file is not one.',
    'zh-cn': '请选择 JPG、PNG 或 GIF 图片，此文件不是有效的图片。',
    'zh-tw': '請選擇 JPG、PNG 或 GIF 圖片，此檔案不是有效的圖片。',
    tr: 'Lütfen JPG, PNG veya GIF görseli seçin. Bu dosya geçerli bir görsel değil.',
  },
  imageTooManyPixels: {
    en: 'The image has too many pixels: at most {{megapixels}} megapixels.',
    'zh-cn': '图片像素过多：最多 {{megapixels}} 百万像素。',
    'zh-tw': '圖片像素過多：最多 {{megapixels}} 百萬像素。',
    tr: 'Görselin piksel sayısı çok fazla: en fazla {{megapixels}} megapiksel olabilir.',
  },
  imageTooSmall: {
    en: 'The image is too small: it must be at least {{min}} pixels (this one is {{actual}}).',
    'zh-cn': '图片尺寸过小：至少需要 {{min}} 像素（当前为 {{actual}}）。',
    'zh-tw': '圖片尺寸過小：至少需要 {{min}} 像素（目前為 {{actual}}）。',
    tr: 'Görsel çok küçük: en az {{min}} piksel olmalıdır (bu görsel {{actual}}).',
  },
  documentUnsupported: {
    en: 'Please choose a PDF document. This file is not a complete PDF.',
    'zh-cn': '请选择 PDF 文档，此文件不是完整的 PDF。',
    'zh-tw': '請選擇 PDF 文件，此檔案不是完整的 PDF。',
    tr: 'Lütfen bir PDF belgesi seçin. Bu dosya eksiksiz bir PDF değil.',
  },
  userNotActivatable: {
    en: 'This user has not set a password yet. Resend the invitation instead.',
    'zh-cn': '该用户尚未设置密码，请改为重新发送邀请。',
    'zh-tw': '該使用者尚未設定密碼，請改為重新傳送邀請。',
    tr: 'Bu kullanıcı henüz şifre belirlemedi. Bunun yerine daveti yeniden gönderin.',
  },
  noticeTitle: {
    en: 'Important reminder',
    'zh-cn': '重要提醒',
    'zh-tw': '重要提醒',
    tr: 'Önemli hatırlatma',
  },
  companyReactivated: {
    en: 'Your company account is active again.',
    'zh-cn': '您的公司账户已恢复正常。',
    'zh-tw': '您的公司帳戶已恢復正常。',
    tr: 'Şirket hesabınız yeniden etkin.',
  },
  companyPendingVerification: {
    en: 'Your supplier account is being verified by GemBourse. You can log in as soon as the verification is complete; we will let you know by e-mail.',
    'zh-cn': '您的供应商账户正在由 GemBourse 审核。审核完成后即可登录，我们会通过邮件通知您。',
    'zh-tw': '您的供應商帳戶正在由 GemBourse 審核。審核完成後即可登入，我們會以電子郵件通知您。',
    tr: 'Tedarikçi hesabınız GemBourse tarafından doğrulanıyor. Doğrulama tamamlanır tamamlanmaz giriş yapabilirsiniz; size e-posta ile bildireceğiz.',
  },
  ...COMPANY_MESSAGES,
  ...COMPANY_USER_MESSAGES,
  ...FAVOURITE_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...SHOWROOM_MESSAGES,
  ...IMPORT_MESSAGES,
  ...BRAND_MESSAGES,
  ...ALERT_MESSAGES,
  ...CHAT_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...REALTIME_MESSAGES,
  ...BILLING_MESSAGES,
} satisfies Record<string, Messages>;

export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in `locale`, with {{param}} placeholders filled. */
export function translate(key: MessageKey, locale: Locale, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[key][locale] ?? MESSAGES[key].en, params);
}
