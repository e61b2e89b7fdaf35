import type { PasswordRule } from '@meiyu/contract';
import type { Locale } from '../../core/locale';
import { fill } from '../../core/messages';

type Texts = Record<Locale, string>;

/** Why an import row was rejected; `{0}`, `{1}` are filled in per row. */
export const ROW_REASONS = {
  required: { 'zh-cn': '不能为空', en: 'is required', 'zh-tw': '不能為空' },
  tooLong: { 'zh-cn': '长度不能超过{0}个字符', en: 'must be at most {0} characters', 'zh-tw': '長度不能超過{0}個字元' },
  formula: {
    'zh-cn': '不能使用公式，请填写值本身',
    en: 'holds a formula: enter the value itself',
    'zh-tw': '不能使用公式，請填寫值本身',
  },
  badCell: {
    'zh-cn': '单元格内容无法识别（错误值或图片）',
    en: 'the cell cannot be read (an error value or a picture)',
    'zh-tw': '儲存格內容無法識別（錯誤值或圖片）',
  },
  notOption: {
    'zh-cn': '“{0}”不是有效选项，可选：{1}',
    en: '"{0}" is not one of the options: {1}',
    'zh-tw': '「{0}」不是有效選項，可選：{1}',
  },
  notOptionLong: {
    'zh-cn': '“{0}”不是有效选项，请从模板的下拉列表中选择',
    en: '"{0}" is not one of the options: pick one from the template\'s drop-down list',
    'zh-tw': '「{0}」不是有效選項，請從範本的下拉清單中選擇',
  },
  studentNoChars: {
    'zh-cn': '只能包含字母、数字、下划线和短横线',
    en: 'may hold only letters, digits, underscores and hyphens',
    'zh-tw': '只能包含字母、數字、底線和短橫線',
  },
  idCard: {
    'zh-cn': '格式不正确（18位身份证号，末位校验码须正确）',
    en: 'must be an 18-character ID card number with a correct check digit',
    'zh-tw': '格式不正確（18位身分證號，末位檢查碼須正確）',
  },
  phone: {
    'zh-cn': '格式不正确（须为11位手机号码）',
    en: 'must be an 11-digit mobile number',
    'zh-tw': '格式不正確（須為11位手機號碼）',
  },
  invalidOption: {
    'zh-cn': '“{0}”不是有效选项',
    en: '"{0}" is not one of the options',
    'zh-tw': '「{0}」不是有效選項',
  },
  account: {
    'zh-cn': '账号只能包含字母、数字、下划线、短横线和点，2-32位',
    en: 'an account holds 2 to 32 letters, digits, underscores, hyphens or dots',
    'zh-tw': '帳號只能包含字母、數字、底線、短橫線和點，2-32位',
  },
  integer: { 'zh-cn': '须为{0}—{1}的整数', en: 'must be a whole number from {0} to {1}', 'zh-tw': '須為{0}—{1}的整數' },
  schoolYear: { 'zh-cn': '学年格式应为 2026-2027', en: 'must look like 2026-2027', 'zh-tw': '學年格式應為 2026-2027' },
  duplicate: { 'zh-cn': '与第{0}行重复', en: 'duplicates row {0}', 'zh-tw': '與第{0}列重複' },
  studentNoTaken: {
    'zh-cn': '学号“{0}”在本校已存在',
    en: 'the student number "{0}" exists already in this school',
    'zh-tw': '學號「{0}」在本校已存在',
  },
  idCardTaken: {
    'zh-cn': '身份证号已被其他学生使用',
    en: 'another student has this ID card number',
    'zh-tw': '身分證號已被其他學生使用',
  },
  accountTaken: {
    'zh-cn': '账号“{0}”已被使用，请在“账号”列另填一个',
    en: 'the account "{0}" is taken: enter another one in the Account column',
    'zh-tw': '帳號「{0}」已被使用，請在「帳號」欄另填一個',
  },
  phoneTaken: {
    'zh-cn': '手机号码已被其他账号使用',
    en: 'another account uses this mobile number',
    'zh-tw': '手機號碼已被其他帳號使用',
  },
  classNotFound: {
    'zh-cn': '本校 {0} 学年没有{1}',
    en: 'this school has no {1} in {0}',
    'zh-tw': '本校 {0} 學年沒有{1}',
  },
  classMismatch: {
    'zh-cn': '与导入时选择的班级（{0}）不一致',
    en: 'differs from the class chosen for the import ({0})',
    'zh-tw': '與匯入時選擇的班級（{0}）不一致',
  },
  gradeRange: {
    'zh-cn': '不在本校学段（{0}—{1}）之内',
    en: "is outside the school's grades ({0} to {1})",
    'zh-tw': '不在本校學段（{0}—{1}）之內',
  },
  classExists: {
    'zh-cn': '本校该学年已有此班级',
    en: 'this school has this class in that school year already',
    'zh-tw': '本校該學年已有此班級',
  },
  teacherNotFound: {
    'zh-cn': '本校没有账号或手机号码为“{0}”的教师',
    en: 'this school has no teacher whose account or mobile number is "{0}"',
    'zh-tw': '本校沒有帳號或手機號碼為「{0}」的教師',
  },
  classUnknown: {
    'zh-cn': '本校 {0} 学年没有班级“{1}”（写法如 一年级(1)班 或 1-1）',
    en: 'this school has no class "{1}" in {0} (write e.g. 一年级(1)班 or 1-1)',
    'zh-tw': '本校 {0} 學年沒有班級「{1}」（寫法如 一年级(1)班 或 1-1）',
  },
  orgCode: {
    'zh-cn': '只能包含字母、数字、下划线、点和短横线',
    en: 'may hold only letters, digits, underscores, dots and hyphens',
    'zh-tw': '只能包含字母、數字、底線、點和短橫線',
  },
  orgCodeTaken: {
    'zh-cn': '机构编码“{0}”已被使用',
    en: 'the organisation code "{0}" is taken',
    'zh-tw': '機構編碼「{0}」已被使用',
  },
  orgNameTaken: {
    'zh-cn': '上级教育局下已有名为“{0}”的机构',
    en: 'the parent bureau has an organisation named "{0}" already',
    'zh-tw': '上級教育局下已有名為「{0}」的機構',
  },
  parentNotFound: {
    'zh-cn': '您的管辖范围内没有编码为“{0}”的教育局',
    en: 'there is no bureau with the code "{0}" in your scope',
    'zh-tw': '您的管轄範圍內沒有編碼為「{0}」的教育局',
  },
  parentDisabled: {
    'zh-cn': '上级教育局“{0}”已停用',
    en: 'the parent bureau "{0}" is disabled',
    'zh-tw': '上級教育局「{0}」已停用',
  },
  regionNotFound: {
    'zh-cn': '行政区划代码“{0}”不存在',
    en: 'there is no administrative division with the code "{0}"',
    'zh-tw': '行政區劃代碼「{0}」不存在',
  },
  regionOutside: {
    'zh-cn': '行政区划“{0}”不在上级教育局的区域“{1}”内',
    en: 'the division "{0}" is not inside the parent bureau\'s region "{1}"',
    'zh-tw': '行政區劃「{0}」不在上級教育局的區域「{1}」內',
  },
  phoneOrTel: {
    'zh-cn': '不是有效的电话号码（手机号或 区号-号码）',
    en: 'is not a valid phone number (mobile, or area code-number)',
    'zh-tw': '不是有效的電話號碼（手機號或 區號-號碼）',
  },
  needsIdCard: {
    'zh-cn': '初始密码按“身份证号后六位”生成，身份证号不能为空',
    en: 'the initial password is the last six characters of the ID card number, so it is required',
    'zh-tw': '初始密碼按「身分證號後六位」產生，身分證號不能為空',
  },
} satisfies Record<string, Texts>;

export type RowReason = keyof typeof ROW_REASONS;

export const reasonText = (reason: RowReason, locale: Locale, args: (string | number)[] = []): string =>
  fill(ROW_REASONS[reason][locale], ...args);

/** Import and export column headers. */
export const COLUMN_LABELS = {
  realName: { 'zh-cn': '姓名', en: 'Name', 'zh-tw': '姓名' },
  studentNo: { 'zh-cn': '学号', en: 'Student number', 'zh-tw': '學號' },
  gender: { 'zh-cn': '性别', en: 'Gender', 'zh-tw': '性別' },
  nation: { 'zh-cn': '民族', en: 'Ethnic group', 'zh-tw': '民族' },
  idCard: { 'zh-cn': '身份证号', en: 'ID card number', 'zh-tw': '身分證號' },
  grade: { 'zh-cn': '年级', en: 'Grade', 'zh-tw': '年級' },
  classNo: { 'zh-cn': '班号', en: 'Class number', 'zh-tw': '班號' },
  guardianPhone: { 'zh-cn': '监护人电话', en: 'Guardian phone', 'zh-tw': '監護人電話' },
  account: { 'zh-cn': '账号', en: 'Account', 'zh-tw': '帳號' },
  phone: { 'zh-cn': '手机号码', en: 'Mobile number', 'zh-tw': '手機號碼' },
  educationLevel: { 'zh-cn': '学历', en: 'Education', 'zh-tw': '學歷' },
  degree: { 'zh-cn': '学位', en: 'Degree', 'zh-tw': '學位' },
  title: { 'zh-cn': '职称', en: 'Professional title', 'zh-tw': '職稱' },
  administrativeLevel: { 'zh-cn': '行政级别', en: 'Administrative level', 'zh-tw': '行政級別' },
  mentorType: { 'zh-cn': '导师类型', en: 'Mentor type', 'zh-tw': '導師類型' },
  subject: { 'zh-cn': '任教学科', en: 'Subject taught', 'zh-tw': '任教學科' },
  classes: { 'zh-cn': '任教班级', en: 'Classes taught', 'zh-tw': '任教班級' },
  schoolYear: { 'zh-cn': '学年', en: 'School year', 'zh-tw': '學年' },
  className: { 'zh-cn': '班级名称', en: 'Class name', 'zh-tw': '班級名稱' },
  headTeacher: { 'zh-cn': '班主任', en: 'Head teacher', 'zh-tw': '班主任' },
  remark: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' },
  schoolName: { 'zh-cn': '学校名称', en: 'School name', 'zh-tw': '學校名稱' },
  schoolCode: { 'zh-cn': '学校编码', en: 'School code', 'zh-tw': '學校編碼' },
  schoolType: { 'zh-cn': '学校类型', en: 'School type', 'zh-tw': '學校類型' },
  parentCode: { 'zh-cn': '上级教育局', en: 'Parent bureau', 'zh-tw': '上級教育局' },
  regionCode: { 'zh-cn': '行政区划代码', en: 'Division code', 'zh-tw': '行政區劃代碼' },
  address: { 'zh-cn': '地址', en: 'Address', 'zh-tw': '地址' },
  contactPerson: { 'zh-cn': '联系人', en: 'Contact person', 'zh-tw': '聯絡人' },
  contactPhone: { 'zh-cn': '联系电话', en: 'Contact phone', 'zh-tw': '聯絡電話' },
  geographicalType: { 'zh-cn': '城乡类型', en: 'Urban or rural', 'zh-tw': '城鄉類型' },
  // export-only columns
  parentName: { 'zh-cn': '上级机构', en: 'Parent', 'zh-tw': '上級機構' },
  regionName: { 'zh-cn': '所在区域', en: 'Region', 'zh-tw': '所在區域' },
  school: { 'zh-cn': '学校', en: 'School', 'zh-tw': '學校' },
  class: { 'zh-cn': '班级', en: 'Class', 'zh-tw': '班級' },
  status: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
  accountStatus: { 'zh-cn': '账号状态', en: 'Account status', 'zh-tw': '帳號狀態' },
  passwordChanged: { 'zh-cn': '已修改初始密码', en: 'Initial password changed', 'zh-tw': '已修改初始密碼' },
  students: { 'zh-cn': '学生人数', en: 'Students', 'zh-tw': '學生人數' },
  createTime: { 'zh-cn': '创建时间', en: 'Created', 'zh-tw': '建立時間' },
  row: { 'zh-cn': '行号', en: 'Row', 'zh-tw': '列號' },
  column: { 'zh-cn': '列', en: 'Column', 'zh-tw': '欄' },
  reason: { 'zh-cn': '原因', en: 'Reason', 'zh-tw': '原因' },
} satisfies Record<string, Texts>;

export type ColumnKey = keyof typeof COLUMN_LABELS;

export const SHEET_TEXTS = {
  students: { 'zh-cn': '学生', en: 'Students', 'zh-tw': '學生' },
  teachers: { 'zh-cn': '教师', en: 'Teachers', 'zh-tw': '教師' },
  classes: { 'zh-cn': '班级', en: 'Classes', 'zh-tw': '班級' },
  schools: { 'zh-cn': '学校', en: 'Schools', 'zh-tw': '學校' },
  guide: { 'zh-cn': '填写说明', en: 'How to fill in', 'zh-tw': '填寫說明' },
  errors: { 'zh-cn': '未通过的行', en: 'Rejected rows', 'zh-tw': '未通過的列' },
  yes: { 'zh-cn': '是', en: 'Yes', 'zh-tw': '是' },
  no: { 'zh-cn': '否', en: 'No', 'zh-tw': '否' },
  enabled: { 'zh-cn': '启用', en: 'Enabled', 'zh-tw': '啟用' },
  disabled: { 'zh-cn': '停用', en: 'Disabled', 'zh-tw': '停用' },
  inSchool: { 'zh-cn': '在校', en: 'In school', 'zh-tw': '在校' },
  graduated: { 'zh-cn': '已毕业', en: 'Graduated', 'zh-tw': '已畢業' },
  archived: { 'zh-cn': '已归档', en: 'Archived', 'zh-tw': '已歸檔' },
  current: { 'zh-cn': '在读', en: 'Current', 'zh-tw': '在讀' },
  required: { 'zh-cn': '必填', en: 'required', 'zh-tw': '必填' },
  optional: { 'zh-cn': '选填', en: 'optional', 'zh-tw': '選填' },
  pickList: {
    'zh-cn': '从下拉列表中选择',
    en: 'pick from the drop-down list',
    'zh-tw': '從下拉清單中選擇',
  },
  rowsRejected: {
    'zh-cn': '{0} 行未通过检查（共 {1} 处问题），没有写入任何数据。请按行号、列和原因修改后重新导入。',
    en: '{0} rows were rejected ({1} problems): nothing was written. Fix them by row, column and reason, then import again.',
    'zh-tw': '{0} 列未通過檢查（共 {1} 處問題），沒有寫入任何資料。請按列號、欄和原因修改後重新匯入。',
  },
  column: { 'zh-cn': '列', en: 'Column', 'zh-tw': '欄' },
  requiredOrNot: { 'zh-cn': '是否必填', en: 'Required', 'zh-tw': '是否必填' },
  notes: { 'zh-cn': '说明', en: 'Notes', 'zh-tw': '說明' },
  options: { 'zh-cn': '可选值：{0}', en: 'options: {0}', 'zh-tw': '可選值：{0}' },
  badOption: {
    'zh-cn': '请从下拉列表中选择',
    en: 'Pick a value from the list',
    'zh-tw': '請從下拉清單中選擇',
  },
  requiredUnlessClass: {
    'zh-cn': '必填（导入时选定班级则可留空）',
    en: 'required (may stay empty when the import targets one class)',
    'zh-tw': '必填（匯入時選定班級則可留空）',
  },
  missingColumns: { 'zh-cn': '缺少列：{0}', en: 'missing columns: {0}', 'zh-tw': '缺少欄：{0}' },
  unknownColumns: { 'zh-cn': '无法识别的列：{0}', en: 'unknown columns: {0}', 'zh-tw': '無法識別的欄：{0}' },
  duplicateColumns: { 'zh-cn': '重复的列：{0}', en: 'repeated columns: {0}', 'zh-tw': '重複的欄：{0}' },
  guideLines: {
    'zh-cn':
      '第一行是表头，请勿修改或删除；从第二行开始每行一条记录。|带 * 的列必填，其余选填。|性别、民族、年级等列请从下拉列表中选择。|不要使用公式，单元格中请填写值本身。|一个文件最多 60000 行数据；有任何一行未通过检查时，整个文件都不会写入，请按返回的行号、列和原因修改后重新导入。',
    en: 'Row 1 is the header: keep it as it is; put one record on each row from row 2.|Columns marked * are required, the others optional.|Pick gender, ethnic group, grade and the like from the drop-down lists.|Do not use formulas: type the values themselves.|A file holds at most 60,000 data rows. When any row is rejected nothing of the file is written: fix the rows by the row number, column and reason you get back, then import again.',
    'zh-tw':
      '第一列是表頭，請勿修改或刪除；從第二列開始每列一筆記錄。|帶 * 的欄必填，其餘選填。|性別、民族、年級等欄請從下拉清單中選擇。|不要使用公式，儲存格中請填寫值本身。|一個檔案最多 60000 列資料；有任何一列未通過檢查時，整個檔案都不會寫入，請按傳回的列號、欄和原因修改後重新匯入。',
  },
} satisfies Record<string, Texts>;

export const sheetText = (key: keyof typeof SHEET_TEXTS, locale: Locale, ...args: (string | number)[]): string =>
  fill(SHEET_TEXTS[key][locale], ...args);

/** Notes on a template column in its guide sheet. */
export const COLUMN_HINTS: Partial<Record<ColumnKey, Texts>> = {
  parentCode: {
    'zh-cn': '填写您管辖范围内教育局的机构编码',
    en: 'the organisation code of a bureau in your scope',
    'zh-tw': '填寫您管轄範圍內教育局的機構編碼',
  },
  regionCode: {
    'zh-cn': '6 位行政区划代码，须在上级教育局的区域内，如 520102',
    en: "the 6-digit division code, inside the parent bureau's region, e.g. 520102",
    'zh-tw': '6 位行政區劃代碼，須在上級教育局的區域內，如 520102',
  },
  studentNo: {
    'zh-cn': '本校内唯一；字母、数字、下划线或短横线',
    en: 'unique in the school; letters, digits, underscores or hyphens',
    'zh-tw': '本校內唯一；字母、數字、底線或短橫線',
  },
  idCard: {
    'zh-cn': '18位居民身份证号，全平台唯一',
    en: '18-character resident ID card number, unique on the platform',
    'zh-tw': '18位居民身分證號，全平台唯一',
  },
  grade: {
    'zh-cn': '与“班号”一起指明所在班级（班级须已在本校建好）',
    en: 'with the class number, names the class (the class must exist in the school)',
    'zh-tw': '與「班號」一起指明所在班級（班級須已在本校建好）',
  },
  classNo: { 'zh-cn': '1-99 的整数', en: 'a whole number from 1 to 99', 'zh-tw': '1-99 的整數' },
  account: {
    'zh-cn': '留空时自动生成（学生：学校代码+学号；教师：手机号码）',
    en: 'left empty, it is made for you (students: school code + student number; teachers: mobile number)',
    'zh-tw': '留空時自動產生（學生：學校代碼+學號；教師：手機號碼）',
  },
  phone: {
    'zh-cn': '11位手机号码，可用于短信登录，不能与其他账号重复',
    en: '11-digit mobile number, used for SMS sign-in; no other account may have it',
    'zh-tw': '11位手機號碼，可用於簡訊登入，不能與其他帳號重複',
  },
  classes: {
    'zh-cn': '多个班级用分号分隔，如：一年级(1)班；二年级(3)班 或 1-1；2-3',
    en: 'separate classes with semicolons, e.g. 一年级(1)班; 二年级(3)班 or 1-1; 2-3',
    'zh-tw': '多個班級用分號分隔，如：一年级(1)班；二年级(3)班 或 1-1；2-3',
  },
  schoolYear: { 'zh-cn': '如 2026-2027', en: 'e.g. 2026-2027', 'zh-tw': '如 2026-2027' },
  headTeacher: {
    'zh-cn': '本校教师的账号或手机号码',
    en: "the account or mobile number of one of the school's teachers",
    'zh-tw': '本校教師的帳號或手機號碼',
  },
};

/** A class's name for people: 一年级(1)班, Grade 1 Class 1. */
export function classLabel(grade: number, classNo: number, gradeLabel: string | undefined, locale: Locale): string {
  if (locale === 'en') return `Grade ${grade} Class ${classNo}`;
  return `${gradeLabel ?? `${grade}年级`}(${classNo})班`;
}

/** The login slip's hint at the initial password, never the password itself. */
export const PASSWORD_HINTS: Record<PasswordRule, Texts> = {
  default: {
    'zh-cn': '系统默认初始密码（请向学校管理员索取）',
    en: 'the default initial password (ask the school administrator)',
    'zh-tw': '系統預設初始密碼（請向學校管理員索取）',
  },
  fixed: {
    'zh-cn': '学校统一设置的初始密码（请向学校管理员索取）',
    en: 'the initial password the school set (ask the school administrator)',
    'zh-tw': '學校統一設定的初始密碼（請向學校管理員索取）',
  },
  idCardLast6: {
    'zh-cn': '身份证号后六位',
    en: 'the last six characters of your ID card number',
    'zh-tw': '身分證號後六位',
  },
  studentNo: { 'zh-cn': '学号', en: 'your student number', 'zh-tw': '學號' },
  phoneLast6: { 'zh-cn': '手机号码后六位', en: 'the last six digits of your mobile number', 'zh-tw': '手機號碼後六位' },
};
