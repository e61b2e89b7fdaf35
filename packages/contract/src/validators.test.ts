import { describe, expect, it } from 'vitest';
import {
  PASSWORD_STRENGTH_LEVELS,
  verifiyNumberInteger,
  verifyAccount,
  verifyAndSpace,
  verifyCarNum,
  verifyCnAndSpace,
  verifyEmail,
  verifyEnAndSpace,
  verifyFullName,
  verifyIdCard,
  verifyIPAddress,
  verifyNumberCnUppercase,
  verifyNumberComma,
  verifyNumberIntegerAndFloat,
  verifyNumberPercentage,
  verifyNumberPercentageFloat,
  verifyPassword,
  verifyPasswordPowerful,
  verifyPasswordStrength,
  verifyPhone,
  verifyPostalCode,
  verifyTelPhone,
  verifyTextColor,
  verifyUrl,
} from './validators';

const span = (inner: string, color = 'red') => `<span style='color: ${color}'>${inner}</span>`;

describe('verifyNumberPercentage', () => {
  it.each([
    ['50', '50'],
    [' 42 ', '42'],
    ['a5b0%', '50'],
    ['05', '5'],
    ['0', ''],
    ['', ''],
    ['abc', ''],
    ['99', '99'],
    ['100', '100'],
    ['101', '100'],
    ['200', '100'],
    ['1000', '100'],
    ['12345', '100'],
    // Only one leading zero is removed, and what is left starts with 0, so it is not capped.
    ['0012', '012'],
    ['0150', '100'],
    // Six or more digits stay uncapped.
    ['123456', '123456'],
    ['1234567', '1234567'],
    ['1.5', '15'],
  ])('%j -> %j', (input, expected) => {
    expect(verifyNumberPercentage(input)).toBe(expected);
  });
});

describe('verifyNumberIntegerAndFloat', () => {
  it.each([
    ['12', '12'],
    ['  12.5  ', '12.5'],
    ['12abc.5x', '12.5'],
    ['-3.5', '3.5'],
    ['00', '0'],
    // Only the exact string '00' is collapsed.
    ['000', '000'],
    ['00.5', '00.5'],
    ['0.5', '0.5'],
    ['.5', '5'],
    // One leading dot goes; the second one is then the first dot and stays, and the value is not truncated.
    ['..5', '.5'],
    ['..555', '.555'],
    ['1.2.3', '1.23'],
    ['1.2.34', '1.23'],
    ['100.', '100.'],
    ['1.2', '1.2'],
    ['1.23', '1.23'],
    // Truncation, not rounding.
    ['1.239', '1.23'],
    ['9.999', '9.99'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(verifyNumberIntegerAndFloat(input)).toBe(expected);
  });
});

describe('verifyNumberPercentageFloat', () => {
  it.each([
    ['50', '50'],
    ['99.99', '99.99'],
    ['99.999', '99.99'],
    ['100', '100'],
    ['150', '100'],
    ['12345', '100'],
    ['123456', '123456'],
    ['100.', '100'],
    // Only exactly '100.' loses its dot.
    ['150.', '150.'],
    ['99.', '99.'],
    // A value with a decimal part is never capped.
    ['150.5', '150.5'],
    ['100.5', '100.5'],
    ['0123', '0123'],
    ['00', '0'],
    [' 1x2x0 ', '100'],
  ])('%j -> %j', (input, expected) => {
    expect(verifyNumberPercentageFloat(input)).toBe(expected);
  });
});

describe('verifiyNumberInteger', () => {
  it.each([
    ['123', '123'],
    [' 123 ', '123'],
    ['12a3', '123'],
    ['1.5', '15'],
    ['0.1.12.12', '0'],
    ['00121323', '0'],
    ['0', '0'],
    ['05', '0'],
    // The leading-zero rule runs before non-digits are removed, so these keep their zeros.
    ['00a12', '0012'],
    ['0-5', '05'],
    ['-5', '5'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(verifiyNumberInteger(input)).toBe(expected);
  });
});

describe('verifyCnAndSpace', () => {
  it.each([
    ['abc', 'abc'],
    ['a 中文 b', 'ab'],
    ['  中文abc  ', 'abc'],
    ['a\tb\nc', 'abc'],
    ['中文', ''],
    // Full-width punctuation is outside U+4E00–U+9FA5 and stays.
    ['你好，world', '，world'],
  ])('%j -> %j', (input, expected) => {
    expect(verifyCnAndSpace(input)).toBe(expected);
  });
});

describe('verifyEnAndSpace', () => {
  it.each([
    ['abc', ''],
    ['ABC123', '123'],
    [' a1 b2 ', '1 2'],
    ['abc 中 def', '中'],
    ['中文', '中文'],
    ['é', 'é'],
  ])('%j -> %j', (input, expected) => {
    expect(verifyEnAndSpace(input)).toBe(expected);
  });
});

describe('verifyAndSpace', () => {
  it.each([
    ['  a b  ', 'a b'],
    ['\t\nabc\n', 'abc'],
    ['abc', 'abc'],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(verifyAndSpace(input)).toBe(expected);
  });
});

describe('verifyNumberComma', () => {
  it.each([
    ['1234567.891', '1,234,567.89'],
    ['1000000', '1,000,000'],
    ['1234', '1,234'],
    ['999', '999'],
    ['12345.6', '12,345.6'],
    ['1234.', '1,234.'],
    [' 1 234 ', '1,234'],
    ['..1234', '.1234'],
    ['abc', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(verifyNumberComma(input)).toBe(expected);
  });
});

describe('verifyTextColor', () => {
  it('wraps every match case-insensitively, inserting val rather than the matched text', () => {
    expect(verifyTextColor('ab', 'xAbyab')).toBe(`x${span('ab')}y${span('ab')}`);
  });

  it('uses the colour given', () => {
    expect(verifyTextColor('b', 'abc', 'blue')).toBe(`a${span('b', 'blue')}c`);
  });

  it('defaults text to the empty string', () => {
    expect(verifyTextColor('a')).toBe('');
  });

  it('treats val as a regular expression', () => {
    expect(verifyTextColor('a.c', 'abc axc')).toBe(`${span('a.c')} ${span('a.c')}`);
    expect(verifyTextColor('a|b', 'abc')).toBe(`${span('a|b')}${span('a|b')}c`);
  });

  it('throws on an invalid pattern', () => {
    expect(() => verifyTextColor('(', 'abc')).toThrow(SyntaxError);
  });

  it('matches an empty val at every position', () => {
    expect(verifyTextColor('', 'ab')).toBe(`${span('')}a${span('')}b${span('')}`);
  });

  it('lets $ sequences in the replacement act', () => {
    expect(verifyTextColor('b', 'abc', '$&')).toBe(`a${span('b', 'b')}c`);
  });

  it('leaves text without matches unchanged', () => {
    expect(verifyTextColor('z', 'abc')).toBe('abc');
  });
});

describe('verifyNumberCnUppercase', () => {
  it.each<[string | number, string]>([
    [0, '零元整'],
    ['0', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100.5, '壹佰元伍角零分'],
    ['100.5', '壹佰元伍角零分'],
    [1001, '壹仟零壹元整'],
    [1234567.89, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    // A zero 角 is written out when 分 is not zero.
    [0.05, '零元零角伍分'],
    // Decimals beyond the second are truncated, not rounded.
    [1.999, '壹元玖角玖分'],
    // A sign is read as 零 and takes a unit.
    [-5, '零伍元整'],
    ['-5', '零伍元整'],
    // So is a comma: '1,000' reads as 1 万, 0 仟, 0 佰, 0 拾, 0 元.
    ['1,000', '壹万元整'],
  ])('%j -> %s', (input, expected) => {
    expect(verifyNumberCnUppercase(input)).toBe(expected);
  });

  it('starts from the prefix v', () => {
    expect(verifyNumberCnUppercase(1, undefined, '人民币')).toBe('人民币壹元整');
  });

  it('uses a custom unit string from its end', () => {
    expect(verifyNumberCnUppercase('12', 'ABCD')).toBe('壹A贰B零C零D');
  });
});

describe('verifyPhone', () => {
  it.each([
    '12012345678',
    '13012345678',
    '13912345678',
    '14512345678',
    '14712345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '18012345678',
    '18112345678',
    '18512345678',
    '18912345678',
  ])('accepts %s', (phone) => {
    expect(verifyPhone(phone)).toBe(true);
  });

  it.each([
    '14612345678',
    '15412345678',
    '18212345678',
    '18312345678',
    '18412345678',
    '16012345678',
    '16612345678',
    '17712345678',
    '19912345678',
    '11012345678',
    // Upstream's character classes let `|` and `,` through in third place; ours takes digits only.
    '13|12345678',
    '14|12345678',
    '18,12345678',
    '1381234567',
    '138123456789',
    ' 13812345678',
    '13812345678 ',
    '1381234567a',
    '',
  ])('rejects %j', (phone) => {
    expect(verifyPhone(phone)).toBe(false);
  });
});

describe('verifyTelPhone', () => {
  it.each(['010-12345678', '0755-1234567'])('accepts %s', (tel) => {
    expect(verifyTelPhone(tel)).toBe(true);
  });

  it.each([
    // The pairing is fixed: four-digit area code with seven digits only.
    '0755-12345678',
    '010-1234567',
    '01012345678',
    '010 12345678',
    // Upstream matched anywhere in the string; ours requires the whole string.
    'tel:010-12345678',
    '010-12345678x',
    '10755-1234567',
    ' 010-12345678',
    '010-12345678 ',
    'ab-cdefghij',
    '',
  ])('rejects %j', (tel) => {
    expect(verifyTelPhone(tel)).toBe(false);
  });
});

describe('verifyAccount', () => {
  it.each(['admin', 'a1234', 'Admin_01', `a${'_'.repeat(15)}`, 'abcdefghijklmnop'])('accepts %s', (v) => {
    expect(verifyAccount(v)).toBe(true);
  });

  it.each([
    'abcd',
    'abcdefghijklmnopq',
    '1admin',
    '_admin',
    'adm-in',
    'adm in',
    ' admin',
    'admin ',
    'ádmin',
    '',
  ])('rejects %j', (v) => {
    expect(verifyAccount(v)).toBe(false);
  });
});

describe('verifyPassword', () => {
  it.each(['abcdef', 'a12345', 'Pass_word_123', 'abcdefghijklmnop'])('accepts %s', (v) => {
    expect(verifyPassword(v)).toBe(true);
  });

  it.each([
    'abcde',
    'abcdefghijklmnopq',
    '123456',
    '_abcde',
    'abc!23',
    'abc 123',
    ' abcdef',
    'abcdef\n',
    '',
  ])('rejects %j', (v) => {
    expect(verifyPassword(v)).toBe(false);
  });
});

describe('verifyPasswordPowerful', () => {
  it.each(['abc12!', 'Abc123!@#', 'a1.bbb', '*1a*1a*1a*1a*1a*', 'abc123^', '1!aaaa', 'Z9%&&&'])('accepts %s', (v) => {
    expect(verifyPasswordPowerful(v)).toBe(true);
  });

  it.each([
    'ab1!',
    'ab12!',
    'abc123!abc123!abc',
    'abcdef',
    '123456',
    '!@#$%^',
    'abc123',
    'abc!@#',
    '123!@#',
    // `_` and `-` are not among the nine specials.
    'abc123_',
    'abc123-',
    'abc 123!',
    ' abc123!',
    // Only ASCII A–Z and a–z count as letters.
    'é123456!',
    '[123456!',
    '',
  ])('rejects %j', (v) => {
    expect(verifyPasswordPowerful(v)).toBe(false);
  });
});

describe('verifyPasswordStrength', () => {
  it('exports the levels in order', () => {
    expect(PASSWORD_STRENGTH_LEVELS).toEqual(['weak', 'medium', 'strong']);
  });

  it.each([
    ['abcdef', 'weak'],
    ['123456', 'weak'],
    ['!!!!!!', 'weak'],
    // Long one-class strings are still weak: one run.
    ['abcdefghijklmnopqrstuvwxyz', 'weak'],
    ['12345678901234567890', 'weak'],
    // 17 characters in 13 runs: too long for medium or strong, few enough runs for weak.
    ['Ab1!Ab1!Ab1!Ab1!x', 'weak'],
    // 20 characters in exactly 16 runs.
    [`${'a1'.repeat(8)}1111`, 'weak'],
    ['abc123', 'medium'],
    ['abc!@#', 'medium'],
    ['123.45', 'medium'],
    ['abcdef^', 'medium'],
    ['a1a1a1a1a1a1a1a1', 'medium'],
    ['abc12!', 'strong'],
    // `^` is a special, not a letter.
    ['abc123^', 'strong'],
    ['Ab1!Ab1!Ab1!Ab1!', 'strong'],
    ['', ''],
    ['abc12', ''],
    ['ab1!', ''],
    // 17 characters in 17 runs.
    [`${'a1'.repeat(8)}a`, ''],
    ['abc123_', ''],
    ['abc 123!', ''],
    [' abc123!', ''],
    ['密码abc123!', ''],
  ])('%j -> %j', (input, expected) => {
    expect(verifyPasswordStrength(input)).toBe(expected);
  });
});

describe('verifyIPAddress', () => {
  it.each([
    '0.0.0.0',
    '1.2.3.4',
    '192.168.1.1',
    '255.255.255.255',
    '10.0.0.1',
    '00.01.09.99',
    '199.200.249.250',
    '127.0.0.1',
  ])('accepts %s', (ip) => {
    expect(verifyIPAddress(ip)).toBe(true);
  });

  it.each([
    '256.1.1.1',
    '1.2.3.260',
    '300.1.1.1',
    '001.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.',
    '1..3.4',
    'a.b.c.d',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1,2,3,4',
    '',
  ])('rejects %j', (ip) => {
    expect(verifyIPAddress(ip)).toBe(false);
  });
});

describe('verifyEmail', () => {
  it.each([
    'user@example.com',
    'first.last@example.co.uk',
    'user+tag@sub-domain.example.org',
    "o'brien@example.com",
    'user@EXAMPLE.COM',
    '用户@example.com',
    '"john doe"@example.com',
    '"a@b"@example.com',
    '"a.b..c"@example.com',
    'user@[1.2.3.4]',
    // The bracketed form has no range check.
    'user@[999.999.999.999]',
    'user@1-2.example.com',
  ])('accepts %s', (email) => {
    expect(verifyEmail(email)).toBe(true);
  });

  it.each([
    'userexample.com',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.c0m',
    'user@.example.com',
    'user@example..com',
    'user@exam_ple.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'us er@example.com',
    'us,er@example.com',
    'us(er)@example.com',
    'us<er>@example.com',
    'a@b@example.com',
    '""@example.com',
    'user@[1.2.3]',
    'user@[1.2.3.4',
    'user@[1234.1.1.1]',
    ' user@example.com',
    'user@example.com ',
    '',
  ])('rejects %j', (email) => {
    expect(verifyEmail(email)).toBe(false);
  });
});

describe('verifyIdCard', () => {
  it.each([
    // Check sum 167, remainder 2 -> X.
    '11010519491231002X',
    '11010519491231002x',
    // 2000 is a leap year (divisible by 400); sum 150, remainder 7 -> 5.
    '110105200002291235',
    // 2024 is a leap year; sum 174, remainder 9 -> 3.
    '110105202402291233',
    // 30 April; sum 194, remainder 7 -> 5.
    '110105199004301235',
  ])('accepts %s', (id) => {
    expect(verifyIdCard(id)).toBe(true);
  });

  it.each([
    // Wrong check characters.
    '110105194912310021',
    '110105194912310029',
    '110105200002291234',
    '110105200002291230',
    // The check characters below are correct; the dates do not exist.
    // 1900 is not a leap year (divisible by 100, not by 400); sum 157, remainder 3 -> 9.
    '110105190002291239',
    // 2001 is not a leap year; sum 153, remainder 10 -> 2.
    '110105200102291232',
    // 31 April; sum 199, remainder 1 -> 0.
    '110105199004311230',
    // 31 February, which upstream accepted; sum 181, remainder 5 -> 7.
    '110105199002311237',
    // Format.
    '010105194912310021',
    '110105179912310021',
    '110105210012310021',
    '110105194913310021',
    '110105194900310021',
    '110105194912000021',
    '110105194912320021',
    '11010519491231002Y',
    '11010519491231002',
    '11010519491231002X1',
    ' 11010519491231002X',
    '11010519491231002X ',
    '',
  ])('rejects %j', (id) => {
    expect(verifyIdCard(id)).toBe(false);
  });
});

describe('verifyFullName', () => {
  it.each([
    '张',
    '张三',
    '欧阳娜娜',
    '张三李四王五',
    '阿卜杜拉·阿卜杜勒',
    '艾·尼·买',
    '买买提·艾力·克然木',
  ])('accepts %s', (name) => {
    expect(verifyFullName(name)).toBe(true);
  });

  it.each([
    '张三李四王五赵',
    '阿·卜·杜·拉',
    '张.三',
    '张•三',
    '张 三',
    '张··三',
    '·张三',
    '张三·',
    ' 张三',
    '张三 ',
    'Tom',
    '张三1',
    '',
  ])('rejects %j', (name) => {
    expect(verifyFullName(name)).toBe(false);
  });
});

describe('verifyPostalCode', () => {
  it.each(['100000', '518000', '999999'])('accepts %s', (code) => {
    expect(verifyPostalCode(code)).toBe(true);
  });

  it.each(['012345', '10000', '1000000', '10000a', ' 100000', '100000 ', ''])('rejects %j', (code) => {
    expect(verifyPostalCode(code)).toBe(false);
  });
});

describe('verifyUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'ftp://example.com',
    'FTP://FILES.EXAMPLE.COM',
    '//example.com',
    'https://www.example.co.uk/path/to/page?x=1&y=2#top',
    'https://example.com:8080',
    'https://example.com:80/path',
    'https://user@example.com',
    'https://user:pass@example.com/',
    'https://user:@example.com',
    'https://my-site.example.com',
    'https://a--b.example.com',
    'https://例子.中国',
    'https://münchen.de',
    'https://example.com?q=1',
    'https://example.com#frag',
    // The trailing `.?` takes one further character.
    'https://example.com.',
    'https://example.comx',
    'http://1.2.3.4',
    'http://223.255.255.254',
    'http://8.8.8.8:53/dns',
    'http://172.15.0.1',
    'http://172.32.0.1',
    'http://192.169.0.1',
    'http://11.0.0.1',
    'http://100.1.1.1',
  ])('accepts %s', (url) => {
    expect(verifyUrl(url)).toBe(true);
  });

  it.each([
    'example.com',
    'http:example.com',
    'http:/example.com',
    'mailto://example.com',
    'https://',
    'http://localhost',
    'http://localhost:3000',
    'http://example',
    'http://example.c',
    'http://example.c1',
    'http://-example.com',
    'http://example-.com',
    'http://exa mple.com',
    'http://example.com:8',
    'http://example.com:123456',
    'http://example.com/pa th',
    'http://us er@example.com',
    ' http://example.com',
    'http://example.com ',
    'http://example.com\t',
    // Private, loopback, link-local and out-of-range addresses.
    'http://10.0.0.1',
    'http://10.255.255.254',
    'http://127.0.0.1',
    'http://169.254.1.1',
    'http://192.168.1.1',
    'http://172.16.0.1',
    'http://172.31.255.1',
    'http://0.1.2.3',
    'http://224.0.0.1',
    'http://1.2.3.0',
    'http://1.2.3.255',
    'http://1.256.3.4',
    'http://1.2.3',
    '',
  ])('rejects %j', (url) => {
    expect(verifyUrl(url)).toBe(false);
  });
});

describe('verifyCarNum', () => {
  it.each([
    // Normal plates.
    '京A12345',
    '沪BABCDE',
    '粤B1234学',
    '津C1234警',
    '粤Z1234港',
    '粤Z1234澳',
    '使A12345',
    '领A1234领',
    '京AD1234',
    // New-energy plates.
    '京A12345D',
    '京A12345F',
    '京AD12345',
    '京AFH1234',
    '京AD01234',
  ])('accepts %s', (plate) => {
    expect(verifyCarNum(plate)).toBe(true);
  });

  it.each([
    // I and O are not serial characters.
    '京AI2345',
    '京A1234O',
    '京AO1234',
    '京ADI1234',
    '京ADO1234',
    // Upper case only.
    '京a12345',
    '京Ab1234',
    '京AD1234x',
    // Not a province character.
    '港A12345',
    'AA12345',
    // Lengths and tails.
    '京A1234',
    '京A123456',
    '京A1234567',
    '京A12345E',
    '京A1234D5',
    '京AD123',
    '京A学1234',
    '京A1234挂5',
    '京·A12345',
    '京A 12345',
    ' 京A12345',
    '京A12345 ',
    '',
  ])('rejects %j', (plate) => {
    expect(verifyCarNum(plate)).toBe(false);
  });
});
