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
  // Organisations, positions, roles and users (system area).
  D1001: {
    'zh-cn': '非法操作！禁止删除或停用自己',
    en: 'You cannot delete or disable yourself',
    'zh-tw': '非法操作！禁止刪除或停用自己',
  },
  D1003: { 'zh-cn': '账号已存在', en: 'The account exists already', 'zh-tw': '帳號已存在' },
  D1006: {
    'zh-cn': '手机号码已被其他账号使用',
    en: 'Another account uses this mobile number',
    'zh-tw': '手機號碼已被其他帳號使用',
  },
  D1008: {
    'zh-cn': '无权操作该用户：其角色不在你可管理的范围内',
    en: 'You cannot change this user: it holds a role you cannot manage',
    'zh-tw': '無權操作該使用者：其角色不在你可管理的範圍內',
  },
  D2000: { 'zh-cn': '机构不存在', en: 'The organisation does not exist', 'zh-tw': '機構不存在' },
  D2001: { 'zh-cn': '上级机构不存在', en: 'The parent organisation does not exist', 'zh-tw': '上級機構不存在' },
  D2002: {
    'zh-cn': '已有相同组织机构,编码或名称相同',
    en: 'An organisation with this code, or this name under the same parent, exists already',
    'zh-tw': '已有相同組織機構,編碼或名稱相同',
  },
  D2003: { 'zh-cn': '所在区域不存在', en: 'The region does not exist', 'zh-tw': '所在區域不存在' },
  D2004: {
    'zh-cn': '该机构下有用户，禁止删除',
    en: 'The organisation still has users: it cannot be deleted',
    'zh-tw': '該機構下有使用者，禁止刪除',
  },
  D2005: {
    'zh-cn': '该机构下有下级机构，禁止删除',
    en: 'The organisation still has sub-organisations: it cannot be deleted',
    'zh-tw': '該機構下有下級機構，禁止刪除',
  },
  D2006: {
    'zh-cn': '不能移动到自己或自己的下级机构下',
    en: 'An organisation cannot move under itself or its own descendant',
    'zh-tw': '不能移動到自己或自己的下級機構下',
  },
  D2007: {
    'zh-cn': '学校下不能再建下级机构',
    en: 'A school cannot contain organisations',
    'zh-tw': '學校下不能再建下級機構',
  },
  D2008: {
    'zh-cn': '机构所在区域须在上级机构的区域之内',
    en: "The organisation's region must lie inside its parent's region",
    'zh-tw': '機構所在區域須在上級機構的區域之內',
  },
  D2009: {
    'zh-cn': '不能删除、移动或停用自己所在的机构',
    en: 'You cannot delete, move or disable your own organisation',
    'zh-tw': '不能刪除、移動或停用自己所在的機構',
  },
  D2010: {
    'zh-cn': '上级机构已停用',
    en: 'The parent organisation is disabled',
    'zh-tw': '上級機構已停用',
  },
  D2011: {
    'zh-cn': '所属机构已停用，无法登录',
    en: 'Your organisation is disabled: you cannot sign in',
    'zh-tw': '所屬機構已停用，無法登入',
  },
  D2012: {
    'zh-cn': '该机构下有班级，禁止删除',
    en: 'The organisation still has classes: it cannot be deleted',
    'zh-tw': '該機構下有班級，禁止刪除',
  },
  D5000: { 'zh-cn': '角色不存在', en: 'The role does not exist', 'zh-tw': '角色不存在' },
  D5001: { 'zh-cn': '角色编码已存在', en: 'The role code exists already', 'zh-tw': '角色編碼已存在' },
  D5002: {
    'zh-cn': '该角色下有用户，禁止删除',
    en: 'Users still hold this role: it cannot be deleted',
    'zh-tw': '該角色下有使用者，禁止刪除',
  },
  D5003: {
    'zh-cn': '不能授予自己没有的菜单或按钮权限',
    en: 'You cannot grant menus or buttons you do not hold yourself',
    'zh-tw': '不能授予自己沒有的選單或按鈕權限',
  },
  D5004: {
    'zh-cn': '不能授予超出自己数据范围的数据权限',
    en: 'You cannot grant a data scope wider than your own',
    'zh-tw': '不能授予超出自己資料範圍的資料權限',
  },
  D5005: {
    'zh-cn': '内置角色只能由系统管理员修改',
    en: 'Only a system administrator changes a built-in role',
    'zh-tw': '內建角色只能由系統管理員修改',
  },
  D5006: {
    'zh-cn': '内置角色不能删除，也不能修改编码',
    en: 'A built-in role cannot be deleted, nor its code changed',
    'zh-tw': '內建角色不能刪除，也不能修改編碼',
  },
  D5007: {
    'zh-cn': '系统管理员角色拥有全部菜单和数据，不能修改其授权或停用',
    en: 'The system administrator role holds every menu and all data: its grants cannot change, nor can it be disabled',
    'zh-tw': '系統管理員角色擁有全部選單和資料，不能修改其授權或停用',
  },
  D6000: { 'zh-cn': '职位不存在', en: 'The position does not exist', 'zh-tw': '職位不存在' },
  D6001: { 'zh-cn': '职位编码已存在', en: 'The position code exists already', 'zh-tw': '職位編碼已存在' },
  D6002: {
    'zh-cn': '该职位下有用户，禁止删除',
    en: 'Users still hold this position: it cannot be deleted',
    'zh-tw': '該職位下有使用者，禁止刪除',
  },
  // School management (classes, teachers, students, import, promotion).
  S1000: { 'zh-cn': '班级不存在', en: 'The class does not exist', 'zh-tw': '班級不存在' },
  S1001: {
    'zh-cn': '班级已存在：同一学年、同一年级的班号重复',
    en: 'The class exists already: that class number is taken in this school year and grade',
    'zh-tw': '班級已存在：同一學年、同一年級的班號重複',
  },
  S1002: {
    'zh-cn': '年级不在该学校的学段之内',
    en: "The grade is outside the school's grades",
    'zh-tw': '年級不在該學校的學段之內',
  },
  S1003: { 'zh-cn': '学校不存在', en: 'The school does not exist', 'zh-tw': '學校不存在' },
  S1004: { 'zh-cn': '教师不存在', en: 'The teacher does not exist', 'zh-tw': '教師不存在' },
  S1005: { 'zh-cn': '学生不存在', en: 'The student does not exist', 'zh-tw': '學生不存在' },
  S1006: {
    'zh-cn': '学号已存在',
    en: 'The student number exists already in this school',
    'zh-tw': '學號已存在',
  },
  S1007: {
    'zh-cn': '身份证号已被其他学生使用',
    en: 'Another student has this ID card number',
    'zh-tw': '身分證號已被其他學生使用',
  },
  S1009: {
    'zh-cn': '班级中还有学生，不能删除',
    en: 'The class still has students: it cannot be deleted',
    'zh-tw': '班級中還有學生，不能刪除',
  },
  S1010: {
    'zh-cn': '班主任须为本校教师',
    en: 'The head teacher must be a teacher of this school',
    'zh-tw': '班主任須為本校教師',
  },
  S1011: {
    'zh-cn': '班级不属于该学校',
    en: 'The class belongs to another school',
    'zh-tw': '班級不屬於該學校',
  },
  S1014: {
    'zh-cn': '已毕业归档的班级不能修改',
    en: 'A graduated, archived class cannot be changed',
    'zh-tw': '已畢業歸檔的班級不能修改',
  },
  S1015: {
    'zh-cn': '初始密码规则缺少所需信息（如身份证号）或不适用于该类账号',
    en: 'The initial password rule needs information this person lacks (such as the ID card number) or does not apply',
    'zh-tw': '初始密碼規則缺少所需資訊（如身分證號）或不適用於該類帳號',
  },
  S1016: {
    'zh-cn': '未设置默认密码（系统参数 sys_password），请选择其他初始密码规则',
    en: 'No default password is set (system parameter sys_password): choose another initial password rule',
    'zh-tw': '未設定預設密碼（系統參數 sys_password），請選擇其他初始密碼規則',
  },
  S1017: {
    'zh-cn': '初始密码须为6-32位，不含空格',
    en: 'The initial password must be 6 to 32 characters without spaces',
    'zh-tw': '初始密碼須為6-32位，不含空格',
  },
  S1100: {
    'zh-cn': '文件不是 Excel 工作簿（.xlsx），请使用下载的模板',
    en: 'The file is not an Excel workbook (.xlsx): use the downloaded template',
    'zh-tw': '檔案不是 Excel 活頁簿（.xlsx），請使用下載的範本',
  },
  S1101: {
    'zh-cn': '表头与模板不符',
    en: 'The header row does not match the template',
    'zh-tw': '表頭與範本不符',
  },
  S1102: {
    'zh-cn': '数据行数超过上限 60000 行，请拆分文件后分批导入',
    en: 'The file has more than 60,000 data rows: split it and import the parts one by one',
    'zh-tw': '資料列數超過上限 60000 列，請拆分檔案後分批匯入',
  },
  S1103: { 'zh-cn': '文件中没有数据行', en: 'The file holds no data rows', 'zh-tw': '檔案中沒有資料列' },
  S1104: {
    'zh-cn': '导入任务不存在或已过期',
    en: 'The import job does not exist or has expired',
    'zh-tw': '匯入任務不存在或已過期',
  },
  S1105: {
    'zh-cn': '该学校已有导入正在进行，请稍后再试',
    en: 'Another import is running for this school: try again when it has finished',
    'zh-tw': '該學校已有匯入正在進行，請稍後再試',
  },
  S1106: { 'zh-cn': '请选择学校', en: 'Choose a school', 'zh-tw': '請選擇學校' },
  S1107: {
    'zh-cn': '该学校没有可升级的班级',
    en: 'The school has no current classes to promote',
    'zh-tw': '該學校沒有可升級的班級',
  },
  S1108: {
    'zh-cn': '升级存在冲突，请先处理预览中列出的班级',
    en: 'The promotion has conflicts: resolve the classes listed in the preview first',
    'zh-tw': '升級存在衝突，請先處理預覽中列出的班級',
  },
  S1110: {
    'zh-cn': '写入数据时出错，导入已撤销，没有写入任何数据',
    en: 'Writing the data failed: the import was undone and nothing was written',
    'zh-tw': '寫入資料時出錯，匯入已撤銷，沒有寫入任何資料',
  },
  // Platform services: files, notices, configuration, scheduled jobs.
  D8002: {
    'zh-cn': '文件内容与扩展名不符',
    en: "The file's content does not match its extension",
    'zh-tw': '檔案內容與副檔名不符',
  },
  D8003: { 'zh-cn': '文件名不合法', en: 'Invalid file name', 'zh-tw': '檔案名稱不合法' },
  D8004: { 'zh-cn': '文件不能为空', en: 'The file is empty', 'zh-tw': '檔案不能為空' },
  D8005: { 'zh-cn': '文件不存在', en: 'The file does not exist', 'zh-tw': '檔案不存在' },
  D8006: { 'zh-cn': '请选择要上传的文件', en: 'Choose a file to upload', 'zh-tw': '請選擇要上傳的檔案' },
  D7000: { 'zh-cn': '通知公告不存在', en: 'The notice does not exist', 'zh-tw': '通知公告不存在' },
  D7001: {
    'zh-cn': '只有草稿状态的通知可以修改或发布',
    en: 'Only a draft notice can be edited or published',
    'zh-tw': '只有草稿狀態的通知可以修改或發布',
  },
  D7002: {
    'zh-cn': '接收机构超出了你的数据范围',
    en: 'A recipient organisation lies outside your data scope',
    'zh-tw': '接收機構超出了你的資料範圍',
  },
  D7003: { 'zh-cn': '请选择接收机构', en: 'Choose at least one recipient organisation', 'zh-tw': '請選擇接收機構' },
  D7004: { 'zh-cn': '接收角色不存在', en: 'A recipient role does not exist', 'zh-tw': '接收角色不存在' },
  D7005: {
    'zh-cn': '只有已发布的通知可以撤回',
    en: 'Only a published notice can be withdrawn',
    'zh-tw': '只有已發布的通知可以撤回',
  },
  D7006: {
    'zh-cn': '通知订阅凭证无效或已过期',
    en: 'The notice subscription ticket is invalid or has expired',
    'zh-tw': '通知訂閱憑證無效或已過期',
  },
  D9000: { 'zh-cn': '参数配置不存在', en: 'The parameter does not exist', 'zh-tw': '參數配置不存在' },
  D9001: {
    'zh-cn': '已存在同名或同编码参数配置',
    en: 'A parameter with this name or code exists already',
    'zh-tw': '已存在同名或同編碼參數配置',
  },
  D9002: { 'zh-cn': '禁止删除系统参数', en: 'A system parameter cannot be deleted', 'zh-tw': '禁止刪除系統參數' },
  D9003: {
    'zh-cn': '参数值格式不正确',
    en: "The parameter's value has the wrong format",
    'zh-tw': '參數值格式不正確',
  },
  D9004: {
    'zh-cn': '系统参数的编码不能修改',
    en: "A system parameter's code cannot change",
    'zh-tw': '系統參數的編碼不能修改',
  },
  D1710: {
    'zh-cn': '导出数据过多，请缩小查询范围',
    en: 'Too many rows to export: narrow the search',
    'zh-tw': '匯出資料過多，請縮小查詢範圍',
  },
  D1700: {
    'zh-cn': 'Cron表达式格式不正确',
    en: 'The cron expression is invalid',
    'zh-tw': 'Cron運算式格式不正確',
  },
  D1701: { 'zh-cn': '定时任务不存在', en: 'The scheduled job does not exist', 'zh-tw': '排程任務不存在' },
  D1702: {
    'zh-cn': '任务正在运行，请稍后再试',
    en: 'The job is running, try again later',
    'zh-tw': '任務正在執行，請稍後再試',
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
  // Platform services.
  标题不能为空: { 'zh-cn': '标题不能为空', en: 'The title is required', 'zh-tw': '標題不能為空' },
  内容不能为空: { 'zh-cn': '内容不能为空', en: 'The content is required', 'zh-tw': '內容不能為空' },
  参数名称不能为空: { 'zh-cn': '参数名称不能为空', en: 'The parameter name is required', 'zh-tw': '參數名稱不能為空' },
  参数编码不能为空: { 'zh-cn': '参数编码不能为空', en: 'The parameter code is required', 'zh-tw': '參數編碼不能為空' },
  '参数编码只能包含字母、数字、下划线': {
    'zh-cn': '参数编码只能包含字母、数字、下划线',
    en: 'The parameter code may hold letters, digits and underscores only',
    'zh-tw': '參數編碼只能包含字母、數字、底線',
  },
  Cron表达式不能为空: {
    'zh-cn': 'Cron表达式不能为空',
    en: 'The cron expression is required',
    'zh-tw': 'Cron運算式不能為空',
  },
  学年不能为空: { 'zh-cn': '学年不能为空', en: 'The school year is required', 'zh-tw': '學年不能為空' },
  '学年格式应为 2026-2027': {
    'zh-cn': '学年格式应为 2026-2027',
    en: 'The school year must look like 2026-2027',
    'zh-tw': '學年格式應為 2026-2027',
  },
  学号不能为空: { 'zh-cn': '学号不能为空', en: 'The student number is required', 'zh-tw': '學號不能為空' },
  '学号只能包含字母、数字、下划线和短横线': {
    'zh-cn': '学号只能包含字母、数字、下划线和短横线',
    en: 'The student number may hold only letters, digits, underscores and hyphens',
    'zh-tw': '學號只能包含字母、數字、底線和短橫線',
  },
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
  机构名称不能为空: {
    'zh-cn': '机构名称不能为空',
    en: 'The organisation name is required',
    'zh-tw': '機構名稱不能為空',
  },
  机构编码不能为空: {
    'zh-cn': '机构编码不能为空',
    en: 'The organisation code is required',
    'zh-tw': '機構編碼不能為空',
  },
  '机构编码只能包含字母、数字、下划线、点和短横线': {
    'zh-cn': '机构编码只能包含字母、数字、下划线、点和短横线',
    en: 'The organisation code may hold letters, digits, underscores, dots and hyphens only',
    'zh-tw': '機構編碼只能包含字母、數字、底線、點和短橫線',
  },
  机构类型不能为空: {
    'zh-cn': '机构类型不能为空',
    en: 'The organisation type is required',
    'zh-tw': '機構類型不能為空',
  },
  所在区域不能为空: { 'zh-cn': '所在区域不能为空', en: 'The region is required', 'zh-tw': '所在區域不能為空' },
  职位名称不能为空: { 'zh-cn': '职位名称不能为空', en: 'The position name is required', 'zh-tw': '職位名稱不能為空' },
  职位编码不能为空: { 'zh-cn': '职位编码不能为空', en: 'The position code is required', 'zh-tw': '職位編碼不能為空' },
  角色名称不能为空: { 'zh-cn': '角色名称不能为空', en: 'The role name is required', 'zh-tw': '角色名稱不能為空' },
  角色编码不能为空: { 'zh-cn': '角色编码不能为空', en: 'The role code is required', 'zh-tw': '角色編碼不能為空' },
  '角色编码须以字母开头，只含字母、数字和下划线': {
    'zh-cn': '角色编码须以字母开头，只含字母、数字和下划线',
    en: 'The role code starts with a letter and holds letters, digits and underscores only',
    'zh-tw': '角色編碼須以字母開頭，只含字母、數字和底線',
  },
  姓名不能为空: { 'zh-cn': '姓名不能为空', en: 'The name is required', 'zh-tw': '姓名不能為空' },
  所属机构不能为空: { 'zh-cn': '所属机构不能为空', en: 'The organisation is required', 'zh-tw': '所屬機構不能為空' },
  '账号须以字母开头，由5-16位字母、数字或下划线组成': {
    'zh-cn': '账号须以字母开头，由5-16位字母、数字或下划线组成',
    en: 'The account starts with a letter and has 5-16 letters, digits or underscores',
    'zh-tw': '帳號須以字母開頭，由5-16位字母、數字或底線組成',
  },
  手机号码不正确: { 'zh-cn': '手机号码不正确', en: 'Invalid mobile number', 'zh-tw': '手機號碼不正確' },
  '电话号码不正确（手机号或 区号-号码）': {
    'zh-cn': '电话号码不正确（手机号或 区号-号码）',
    en: 'Invalid phone number (a mobile number or area code-number)',
    'zh-tw': '電話號碼不正確（手機號或 區號-號碼）',
  },
  身份证号码不正确: { 'zh-cn': '身份证号码不正确', en: 'Invalid ID card number', 'zh-tw': '身分證號碼不正確' },
  邮箱格式不正确: { 'zh-cn': '邮箱格式不正确', en: 'Invalid e-mail address', 'zh-tw': '郵箱格式不正確' },
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
