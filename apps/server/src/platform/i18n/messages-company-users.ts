import type { Locale } from '@gembourse/contracts/locale';

/** Company user management's messages (issue 13), in the four languages. Params: {{name}}. */
export const COMPANY_USER_MESSAGES = {
  lastAdmin: {
    en: 'The company needs at least one active administrator. Make another user an administrator first.',
    'zh-cn': '公司至少需要一名在用的管理员。请先将其他用户设为管理员。',
    'zh-tw': '公司至少需要一名啟用中的管理員。請先將其他使用者設為管理員。',
    tr: 'Şirketin en az bir aktif yöneticisi olmalıdır. Önce başka bir kullanıcıyı yönetici yapın.',
  },
  memberEmailTaken: {
    en: 'This e-mail address already belongs to a GemBourse member.',
    'zh-cn': '该邮箱地址已属于 GemBourse 的会员。',
    'zh-tw': '該電子郵件地址已屬於 GemBourse 的會員。',
    tr: 'Bu e-posta adresi zaten bir GemBourse üyesine ait.',
  },
  emailLocked: {
    en: 'The e-mail address can only be changed while the invitation is pending.',
    'zh-cn': '只有在邀请尚未接受时才能更改邮箱地址。',
    'zh-tw': '只有在邀請尚未接受時才能變更電子郵件地址。',
    tr: 'E-posta adresi yalnızca davet beklemedeyken değiştirilebilir.',
  },
  statusLocked: {
    en: 'An invited user becomes active by accepting the invitation.',
    'zh-cn': '受邀用户需接受邀请后才会变为在用状态。',
    'zh-tw': '受邀使用者需接受邀請後才會變為啟用狀態。',
    tr: 'Davet edilen kullanıcı daveti kabul ederek aktif olur.',
  },
  notInvited: {
    en: 'This user has already accepted the invitation.',
    'zh-cn': '该用户已接受邀请。',
    'zh-tw': '該使用者已接受邀請。',
    tr: 'Bu kullanıcı daveti zaten kabul etti.',
  },
  roleUnknown: {
    en: 'This role does not exist in your company.',
    'zh-cn': '贵公司没有该角色。',
    'zh-tw': '貴公司沒有該角色。',
    tr: 'Bu rol şirketinizde yok.',
  },
  roleNameTaken: {
    en: 'Your company already has a role with this name.',
    'zh-cn': '贵公司已有同名角色。',
    'zh-tw': '貴公司已有同名角色。',
    tr: 'Şirketinizde bu adla bir rol zaten var.',
  },
  rolesFull: {
    en: 'A company can define at most {{max}} roles.',
    'zh-cn': '每家公司最多可定义 {{max}} 个角色。',
    'zh-tw': '每家公司最多可定義 {{max}} 個角色。',
    tr: 'Bir şirket en fazla {{max}} rol tanımlayabilir.',
  },
  roleInUse: {
    en: 'This role is held by {{count}} user(s). Give them another role first.',
    'zh-cn': '该角色目前有 {{count}} 名用户使用。请先为他们更换角色。',
    'zh-tw': '該角色目前有 {{count}} 名使用者使用。請先為他們更換角色。',
    tr: 'Bu rol {{count}} kullanıcıya atanmış. Önce onlara başka bir rol verin.',
  },
  pointNotAllowed: {
    en: 'Your company cannot grant this permission.',
    'zh-cn': '贵公司不能授予该权限。',
    'zh-tw': '貴公司不能授予該權限。',
    tr: 'Şirketiniz bu izni veremez.',
  },
  phoneRequired: {
    en: 'The mobile phone number cannot be empty.',
    'zh-cn': '手机号码不能为空。',
    'zh-tw': '手機號碼不能為空。',
    tr: 'Cep telefonu numarası boş olamaz.',
  },
  phoneInvalid: {
    en: 'Please enter the correct mobile phone number.',
    'zh-cn': '请输入正确的手机号码。',
    'zh-tw': '請輸入正確的手機號碼。',
    tr: 'Lütfen doğru cep telefonu numarasını girin.',
  },
} satisfies Record<string, Record<Locale, string>>;
