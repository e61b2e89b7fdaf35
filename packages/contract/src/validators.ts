// Input cleaners and validators of the wire contract, section 8. Names, defaults and quirks follow upstream's
// toolsValidate.ts (vue-next-admin / Admin.NET), so pages ported from upstream behave the same; the few upstream
// bugs we fix are listed in section 8.3.

export const PASSWORD_STRENGTH_LEVELS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Cleaners: they run on every keystroke of an input, so each step is kept separate and in the spec's order; the
// order is observable (see verifiyNumberInteger).
// ---------------------------------------------------------------------------------------------------------------

export function verifyNumberPercentage(value: string): string {
  let v = value.trim().replace(/\D/g, '');
  // Only one leading zero goes, so a pasted '0012' keeps '012' rather than becoming '12'.
  if (v.startsWith('0')) v = v.slice(1);
  // Six or more digits are deliberately left uncapped, as upstream does.
  return v.replace(/^[1-9]\d{2,4}$/, '100');
}

export function verifyNumberIntegerAndFloat(value: string): string {
  let v = value.trim().replace(/[^\d.]/g, '');
  v = v.replace(/^00$/, '0');
  v = v.replace(/^\./, '');
  const dot = v.indexOf('.');
  if (dot >= 0) v = v.slice(0, dot + 1) + v.slice(dot + 1).replaceAll('.', '');
  // Truncate rather than round: the user is typing, and rounding would change digits already entered.
  return v.replace(/^(\d+\.\d\d).*$/, '$1');
}

export function verifyNumberPercentageFloat(value: string): string {
  return verifyNumberIntegerAndFloat(value)
    .replace(/^[1-9]\d{2,4}$/, '100')
    .replace(/^100\.$/, '100');
}

export function verifiyNumberInteger(value: string): string {
  let v = value.trim().replace(/\./g, '');
  // Runs before non-digits are dropped, so '00a12' keeps its zeros ('0012'): upstream's order, kept on purpose.
  v = v.replace(/^0\d*$/, '0');
  return v.replace(/\D/g, '');
}

export function verifyCnAndSpace(value: string): string {
  return value.replace(/[\u4e00-\u9fa5\s]+/g, '').trim();
}

export function verifyEnAndSpace(value: string): string {
  return value.replace(/[A-Za-z]+/g, '').trim();
}

export function verifyAndSpace(value: string): string {
  return value.trim();
}

export function verifyNumberComma(value: string): string {
  const parts = verifyNumberIntegerAndFloat(value).split('.');
  parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return parts.join('.');
}

/**
 * Highlights every match of `val` in `text`. `val` is used as a raw pattern (upstream behaviour callers rely on),
 * so an invalid pattern throws. The result is unescaped HTML: render it only from trusted or escaped input.
 */
export function verifyTextColor(val: string, text = '', color = 'red'): string {
  return text.replace(new RegExp(val, 'gi'), `<span style='color: ${color}'>${val}</span>`);
}

const CN_DIGITS = '零壹贰叁肆伍陆柒捌玖';

/** Chinese money capitals. At most 12 integer digits fit the default unit string; longer input is not guarded. */
export function verifyNumberCnUppercase(val: string | number, unit = '仟佰拾亿仟佰拾万仟佰拾元角分', v = ''): string {
  // The appended zeros pad a missing or one-digit decimal part to exactly 角 and 分.
  let digits = `${String(val)}00`;
  const dot = digits.indexOf('.');
  if (dot >= 0) digits = digits.slice(0, dot) + digits.slice(dot + 1, dot + 3);
  const units = unit.slice(-digits.length);
  let out = v;
  for (let i = 0; i < digits.length; i++) {
    const ch = digits[i];
    // A sign, comma or letter reads as 零 but still takes its unit, as upstream's substr(NaN) did.
    const digit = ch >= '0' && ch <= '9' ? CN_DIGITS[Number(ch)] : CN_DIGITS[0];
    out += digit + (units[i] ?? '');
  }
  return out
    .replace(/零角零分$/, '整')
    .replace(/零[仟佰拾]/g, '零')
    .replace(/零{2,}/g, '零')
    .replace(/零([亿万])/g, '$1')
    .replace(/零+元/, '元')
    .replace(/亿零{0,3}万/, '亿')
    .replace(/^元/, '零元');
}

// ---------------------------------------------------------------------------------------------------------------
// Validators: never trim (whitespace around a value makes it invalid) and always anchored at both ends.
// ---------------------------------------------------------------------------------------------------------------

export function verifyPhone(val: string): boolean {
  return /^(?:1[23]\d|14[57]|15[0-35-9]|18[015-9])\d{8}$/.test(val);
}

export function verifyTelPhone(val: string): boolean {
  return /^(?:\d{3}-\d{8}|\d{4}-\d{7})$/.test(val);
}

export function verifyAccount(val: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{4,15}$/.test(val);
}

export function verifyPassword(val: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{5,15}$/.test(val);
}

// The nine specials, shared by verifyPasswordPowerful and verifyPasswordStrength.
const SPECIALS = '!@#$%^&.*';

type CharClass = 'letter' | 'digit' | 'special';

function charClass(ch: string): CharClass | null {
  if ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')) return 'letter';
  if (ch >= '0' && ch <= '9') return 'digit';
  if (SPECIALS.includes(ch)) return 'special';
  return null;
}

/** The classes of each character, or null when a character is in none of them. */
function classesOf(val: string): CharClass[] | null {
  const classes: CharClass[] = [];
  for (const ch of val) {
    const c = charClass(ch);
    if (c === null) return null;
    classes.push(c);
  }
  return classes;
}

export function verifyPasswordPowerful(val: string): boolean {
  const classes = classesOf(val);
  if (classes === null || classes.length < 6 || classes.length > 16) return false;
  return new Set(classes).size === 3;
}

export function verifyPasswordStrength(val: string): PasswordStrengthLevel | '' {
  const classes = classesOf(val);
  if (classes === null) return '';
  let runs = 0;
  classes.forEach((c, i) => {
    if (i === 0 || classes[i - 1] !== c) runs++;
  });
  const distinct = new Set(classes).size;
  let level: PasswordStrengthLevel | '' = '';
  // Upstream's weak pattern repeats a one-class group 6 to 16 times; that amounts to "length at least 6, at most
  // 16 runs", counted directly here to avoid that pattern's backtracking on long input.
  if (classes.length >= 6 && runs <= 16) level = 'weak';
  if (classes.length >= 6 && classes.length <= 16 && distinct > 1) level = 'medium';
  if (verifyPasswordPowerful(val)) level = 'strong';
  return level;
}

const OCTET = '(?:\\d{1,2}|1\\d\\d|2[0-4]\\d|25[0-5])';
const IP_ADDRESS = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function verifyIPAddress(val: string): boolean {
  return IP_ADDRESS.test(val);
}

// A quoted local part takes any character, line breaks included ("at least one character of any kind").
const EMAIL =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[\s\S]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})$/;

export function verifyEmail(val: string): boolean {
  return EMAIL.test(val);
}

const ID_CARD = /^[1-9]\d{5}((?:18|19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[0-9Xx]$/;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function verifyIdCard(val: string): boolean {
  const m = ID_CARD.exec(val);
  if (!m) return false;
  if (Number(m[3]) > daysInMonth(Number(m[1]), Number(m[2]))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(val[i]) * ID_CARD_WEIGHTS[i];
  return val[17].toUpperCase() === ID_CARD_CHECK[sum % 11];
}

export function verifyFullName(val: string): boolean {
  return /^[\u4e00-\u9fa5]{1,6}(?:\u00b7[\u4e00-\u9fa5]{1,6}){0,2}$/.test(val);
}

export function verifyPostalCode(val: string): boolean {
  return /^[1-9]\d{5}$/.test(val);
}

// Upstream's host-name label `(?:[c]-*)*[c]+` is rewritten as the equivalent `[c]+(?:-+[c]+)*`, which accepts the
// same labels without nested-quantifier backtracking.
const URL_LABEL = '[a-z\\u00a1-\\uffff0-9]+(?:-+[a-z\\u00a1-\\uffff0-9]+)*';
const URL_PUBLIC_IPV4 =
  '(?!(?:10|127)(?:\\.\\d{1,3}){3})(?!(?:169\\.254|192\\.168)(?:\\.\\d{1,3}){2})' +
  '(?!172\\.(?:1[6-9]|2\\d|3[0-1])(?:\\.\\d{1,3}){2})' +
  '(?:[1-9]\\d?|1\\d\\d|2[01]\\d|22[0-3])(?:\\.(?:1?\\d{1,2}|2[0-4]\\d|25[0-5])){2}' +
  '(?:\\.(?:[1-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-4]))';
// Upstream's trailing `.?` (meant as an optional trailing dot) still admits one further character, but not
// whitespace: section 8 rejects any whitespace in a URL, and upstream's `.` would let a single space through.
const URL_HOST_NAME = `${URL_LABEL}(?:\\.${URL_LABEL})*\\.[a-z\\u00a1-\\uffff]{2,}\\S?`;
const URL = new RegExp(
  `^(?:(?:https?|ftp):)?//(?:\\S+(?::\\S*)?@)?(?:${URL_PUBLIC_IPV4}|${URL_HOST_NAME})(?::\\d{2,5})?(?:[/?#]\\S*)?$`,
  'i',
);

export function verifyUrl(val: string): boolean {
  return URL.test(val);
}

const PLATE_PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]';
// I and O are excluded from plate serials because they read as 1 and 0.
const PLATE_SERIAL = '[A-HJ-NP-Z0-9]';
const CAR_NUM = new RegExp(
  `^${PLATE_PROVINCE}[A-Z](?:\\d{5}[DF]|[DF]${PLATE_SERIAL}\\d{4}|${PLATE_SERIAL}{4}[A-HJ-NP-Z0-9挂学警港澳使领])$`,
);

export function verifyCarNum(val: string): boolean {
  return CAR_NUM.test(val);
}
