import type { Locale } from './locale';

type Texts = Record<Locale, string>;

/** Coded errors ([code] text): zh-cn is upstream's text verbatim; en and zh-tw are ours. */
export const CODED_MESSAGES = {
  D0008: { 'zh-cn': '验证码错误', en: 'Wrong verification code', 'zh-tw': '驗證碼錯誤' },
  D0009: { 'zh-cn': '账号不存在', en: 'The account does not exist', 'zh-tw': '帳號不存在' },
  D1000: { 'zh-cn': '密码不正确', en: 'Wrong password', 'zh-tw': '密碼不正確' },
  D1011: { 'zh-cn': '非法操作，未登录', en: 'Illegal operation: not signed in', 'zh-tw': '非法操作，未登入' },
  D1017: { 'zh-cn': '账号已冻结', en: 'The account is frozen', 'zh-tw': '帳號已凍結' },
  D1027: {
    'zh-cn': '密码错误次数过多，账号已锁定，请半小时后重试！',
    en: 'Too many wrong passwords: the account is locked, try again in half an hour!',
    'zh-tw': '密碼錯誤次數過多，帳號已鎖定，請半小時後重試！',
  },
  D1004: {
    'zh-cn': '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
    'zh-tw': '新密碼不能與舊密碼相同',
  },
  D1005: {
    'zh-cn': '密码须为6-16位，包含字母、数字和特殊字符',
    en: 'The password must be 6-16 characters with letters, digits and special characters',
    'zh-tw': '密碼須為6-16位，包含字母、數字和特殊字元',
  },
  Z1003: { 'zh-cn': '租户已禁用', en: 'The tenant is disabled', 'zh-tw': '租戶已停用' },
  D3000: { 'zh-cn': '字典类型不存在', en: 'The dictionary type does not exist', 'zh-tw': '字典類型不存在' },
  D3001: {
    'zh-cn': '字典类型已存在,名称或编码重复',
    en: 'The dictionary type exists already: duplicate name or code',
    'zh-tw': '字典類型已存在,名稱或編碼重複',
  },
  D3002: { 'zh-cn': '字典值不存在', en: 'The dictionary item does not exist', 'zh-tw': '字典值不存在' },
  D3003: {
    'zh-cn': '字典值已存在,名称或编码重复',
    en: 'The dictionary item exists already: duplicate code',
    'zh-tw': '字典值已存在,名稱或編碼重複',
  },
  D3005: { 'zh-cn': '字典状态错误', en: 'Invalid dictionary status', 'zh-tw': '字典狀態錯誤' },
  D4000: { 'zh-cn': '菜单已存在', en: 'The menu exists already', 'zh-tw': '選單已存在' },
  D4001: { 'zh-cn': '菜单不存在', en: 'The menu does not exist', 'zh-tw': '選單不存在' },
  D4003: { 'zh-cn': '权限标识格式为空', en: 'The permission is empty', 'zh-tw': '權限標識格式為空' },
  D4004: {
    'zh-cn': '权限标识格式错误 如xxx:xxx',
    en: 'Invalid permission format, e.g. xxx:xxx',
    'zh-tw': '權限標識格式錯誤 如xxx:xxx',
  },
  D4008: {
    'zh-cn': '禁止本节点与父节点相同',
    en: 'A node cannot be its own parent',
    'zh-tw': '禁止本節點與父節點相同',
  },
  D4009: { 'zh-cn': '路由名称重复', en: 'Duplicate route name', 'zh-tw': '路由名稱重複' },
  D4010: { 'zh-cn': '父节点不能为按钮类型', en: 'A button cannot be a parent', 'zh-tw': '父節點不能為按鈕類型' },
  D4011: { 'zh-cn': '父节点不存在', en: 'The parent node does not exist', 'zh-tw': '父節點不存在' },
  D4012: {
    'zh-cn': '不能移动到自己的下级节点',
    en: 'A node cannot move under its own descendant',
    'zh-tw': '不能移動到自己的下級節點',
  },
  D1100: { 'zh-cn': '常量类型不存在', en: 'The constant type does not exist', 'zh-tw': '常量類型不存在' },
  D1012: { 'zh-cn': '访问令牌无效', en: 'Invalid access token', 'zh-tw': '存取權杖無效' },
  D1200: { 'zh-cn': '扫码登录二维码已失效', en: 'The login QR code has expired', 'zh-tw': '掃碼登入二維碼已失效' },
  D8000: { 'zh-cn': '文件类型不支持', en: 'Unsupported file type', 'zh-tw': '檔案類型不支援' },
  D8001: { 'zh-cn': '文件过大', en: 'The file is too large', 'zh-tw': '檔案過大' },
  D1300: {
    'zh-cn': '发送过于频繁，请稍后再试',
    en: 'Too many codes requested, try again later',
    'zh-tw': '發送過於頻繁，請稍後再試',
  },
} satisfies Record<string, Texts>;

export type ErrorCode = keyof typeof CODED_MESSAGES;

/** Plain-text business messages (no code prefix), keyed by upstream's zh-cn text. */
export const PLAIN_MESSAGES: Record<string, Texts> = {
  '验证码不存在或已失效，请重新获取！': {
    'zh-cn': '验证码不存在或已失效，请重新获取！',
    en: 'The verification code does not exist or has expired, please request a new one!',
    'zh-tw': '驗證碼不存在或已失效，請重新取得！',
  },
  '验证码错误！': { 'zh-cn': '验证码错误！', en: 'Wrong verification code!', 'zh-tw': '驗證碼錯誤！' },
  手机号码不正确: { 'zh-cn': '手机号码不正确', en: 'Invalid mobile number', 'zh-tw': '手機號碼不正確' },
  字典类型编码不能为空: {
    'zh-cn': '字典类型编码不能为空',
    en: 'The dictionary type code is required',
    'zh-tw': '字典類型編碼不能為空',
  },
  刷新令牌无效: { 'zh-cn': '刷新令牌无效', en: 'Invalid refresh token', 'zh-tw': '重新整理權杖無效' },
};

/** Field messages of the contract's zod schemas (zh-cn text → translations). */
export const FIELD_MESSAGES: Record<string, Texts> = {
  账号不能为空: { 'zh-cn': '账号不能为空', en: 'The account is required', 'zh-tw': '帳號不能為空' },
  账号不能少于2个字符: {
    'zh-cn': '账号不能少于2个字符',
    en: 'The account needs at least 2 characters',
    'zh-tw': '帳號不能少於2個字元',
  },
  密码不能为空: { 'zh-cn': '密码不能为空', en: 'The password is required', 'zh-tw': '密碼不能為空' },
  密码不能少于3个字符: {
    'zh-cn': '密码不能少于3个字符',
    en: 'The password needs at least 3 characters',
    'zh-tw': '密碼不能少於3個字元',
  },
  手机号码不能为空: { 'zh-cn': '手机号码不能为空', en: 'The mobile number is required', 'zh-tw': '手機號碼不能為空' },
  验证码不能为空: { 'zh-cn': '验证码不能为空', en: 'The verification code is required', 'zh-tw': '驗證碼不能為空' },
  验证码不能少于4个字符: {
    'zh-cn': '验证码不能少于4个字符',
    en: 'The code needs at least 4 characters',
    'zh-tw': '驗證碼不能少於4個字元',
  },
  字典名称不能为空: { 'zh-cn': '字典名称不能为空', en: 'The dictionary name is required', 'zh-tw': '字典名稱不能為空' },
  字典编码不能为空: { 'zh-cn': '字典编码不能为空', en: 'The dictionary code is required', 'zh-tw': '字典編碼不能為空' },
  字典值不能为空: { 'zh-cn': '字典值不能为空', en: 'The dictionary label is required', 'zh-tw': '字典值不能為空' },
  菜单名称不能为空: { 'zh-cn': '菜单名称不能为空', en: 'The menu title is required', 'zh-tw': '選單名稱不能為空' },
};

export const GENERIC_MESSAGES = {
  unauthorized: {
    'zh-cn': '401 登录已过期，请重新登录',
    en: '401 Sign-in expired, please sign in again',
    'zh-tw': '401 登入已過期，請重新登入',
  },
  forbidden: {
    'zh-cn': '403 禁止访问，没有权限',
    en: '403 Forbidden: no permission',
    'zh-tw': '403 禁止存取，沒有權限',
  },
  internal: {
    'zh-cn': '系统异常，请联系管理员',
    en: 'System error, please contact the administrator',
    'zh-tw': '系統異常，請聯絡管理員',
  },
  notFound: { 'zh-cn': '404 接口不存在', en: '404 No such API', 'zh-tw': '404 介面不存在' },
  tooLarge: { 'zh-cn': '请求体过大', en: 'The request body is too large', 'zh-tw': '請求內容過大' },
  badJson: {
    'zh-cn': '请求体不是有效的JSON',
    en: 'The request body is not valid JSON',
    'zh-tw': '請求內容不是有效的JSON',
  },
  required: { 'zh-cn': '不能为空', en: 'is required', 'zh-tw': '不能為空' },
  invalidType: { 'zh-cn': '类型错误，应为{0}', en: 'has the wrong type, expected {0}', 'zh-tw': '類型錯誤，應為{0}' },
  tooLong: { 'zh-cn': '长度不能超过{0}个字符', en: 'must be at most {0} characters', 'zh-tw': '長度不能超過{0}個字元' },
  tooShort: {
    'zh-cn': '长度不能少于{0}个字符',
    en: 'must be at least {0} characters',
    'zh-tw': '長度不能少於{0}個字元',
  },
  tooBig: { 'zh-cn': '不能大于{0}', en: 'must be at most {0}', 'zh-tw': '不能大於{0}' },
  tooSmall: { 'zh-cn': '不能小于{0}', en: 'must be at least {0}', 'zh-tw': '不能小於{0}' },
  invalidValue: { 'zh-cn': '取值无效', en: 'has an invalid value', 'zh-tw': '取值無效' },
  invalid: { 'zh-cn': '格式不正确', en: 'is invalid', 'zh-tw': '格式不正確' },
} satisfies Record<string, Texts>;

export function fill(template: string, ...args: (string | number)[]): string {
  return args.reduce<string>((t, a, i) => t.replaceAll(`{${i}}`, String(a)), template);
}
