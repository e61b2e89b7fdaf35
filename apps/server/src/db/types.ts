/** Row types of every table; booleans are 0/1 integers and times 'yyyy-MM-dd HH:mm:ss' text on both dialects. */
export interface AuditColumns {
  id: number;
  create_time: string | null;
  update_time: string | null;
  create_user_id: number | null;
  create_user_name: string | null;
  update_user_id: number | null;
  update_user_name: string | null;
  is_delete: number;
}

export interface SysTenantTable extends AuditColumns {
  name: string;
  status: number;
}

export interface SysOrgTable extends AuditColumns {
  pid: number;
  name: string;
  code: string;
  type: string | null;
  region_code: string | null;
  order_no: number;
  status: number;
  remark: string | null;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  /** geographical_type dictionary: A urban, B rural (schools). */
  geographical_type: string | null;
}

export interface SysPosTable extends AuditColumns {
  name: string;
  code: string;
  order_no: number;
  status: number;
  remark: string | null;
}

export interface SysUserTable extends AuditColumns {
  tenant_id: number;
  account: string;
  password_hash: string;
  real_name: string;
  phone: string | null;
  id_card_num: string | null;
  email: string | null;
  account_type: number;
  avatar: string | null;
  address: string | null;
  signature: string | null;
  org_id: number;
  pos_id: number | null;
  status: number;
  must_change_password: number;
  authorize: number;
  wxexaminable: number;
  last_login_time: string | null;
  last_login_ip: string | null;
  /** gender dictionary: 0 female, 1 male. */
  gender: string | null;
  remark: string | null;
}

export interface SysRoleTable extends AuditColumns {
  name: string;
  code: string;
  data_scope: number;
  order_no: number;
  status: number;
  remark: string | null;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface SysRoleOrgTable {
  role_id: number;
  org_id: number;
}

export interface SysMenuTable extends AuditColumns {
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  title: string;
  icon: string | null;
  is_iframe: number;
  out_link: string | null;
  is_hide: number;
  is_keep_alive: number;
  is_affix: number;
  is_open: number;
  order_no: number;
  status: number;
  remark: string | null;
}

export interface SysDictTypeTable extends AuditColumns {
  name: string;
  code: string;
  order_no: number;
  remark: string | null;
  status: number;
}

export interface SysDictDataTable extends AuditColumns {
  dict_type_id: number;
  value: string;
  code: string;
  tag_type: string | null;
  style_setting: string | null;
  class_setting: string | null;
  order_no: number;
  remark: string | null;
  ext_data: string | null;
  status: number;
}

export interface SysConfigTable extends AuditColumns {
  name: string;
  code: string;
  value: string | null;
  sys_flag: number;
  group_code: string;
  order_no: number;
  remark: string | null;
}

/** A login session: every token pair issued from one login belongs to it; revoking it revokes them all. */
export interface AuthSessionTable {
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  client_ip: string | null;
  user_agent: string | null;
}

export interface AuthRefreshTokenTable {
  jti: string;
  session_id: string;
  access_jti: string;
  expires_at: number;
  used_at: number | null;
}

export interface AuthCaptchaTable {
  id: string;
  answer: string;
  expires_at: number;
}

export interface AuthCounterTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface SmsOutboxTable {
  id: number;
  phone: string;
  code: string;
  purpose: string;
  client_ip: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuthScanTicketTable {
  ticket: string;
  state: string;
  user_id: number | null;
  access_token: string | null;
  refresh_token: string | null;
  created_at: number;
  expires_at: number;
}

export interface SysLogOpTable {
  id: number;
  create_time: string;
  tenant_id: number | null;
  user_id: number | null;
  account: string | null;
  real_name: string | null;
  org_id: number | null;
  module: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

/** GB/T 2260 administrative divisions: level 1 province, 2 city, 3 district; six-digit codes. */
export interface SysRegionTable {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
  /** The names from the province down, e.g. 贵州省/贵阳市/南明区. */
  path_name: string;
}

export interface SysFileTable extends AuditColumns {
  tenant_id: number | null;
  org_id: number;
  kind: string;
  mime: string;
  ext: string;
  size_bytes: number;
  original_name: string;
  storage: string;
  storage_key: string;
  thumb_key: string | null;
  width: number | null;
  height: number | null;
  sha256: string;
  public_key: string | null;
  biz_type: string;
  biz_id: number | null;
  remark: string | null;
}

export interface SysNoticeTable extends AuditColumns {
  tenant_id: number | null;
  title: string;
  content: string;
  type: number;
  status: number;
  include_children: number;
  org_id: number;
  org_name: string | null;
  public_user_id: number | null;
  public_user_name: string | null;
  public_time: string | null;
  cancel_time: string | null;
}

export interface SysNoticeTargetTable {
  notice_id: number;
  target_type: number;
  target_id: number;
}

export interface SysNoticeReadTable {
  notice_id: number;
  user_id: number;
  read_time: string;
}

export interface SysStreamTicketTable {
  ticket: string;
  user_id: number;
  session_id: string;
  expires_at: number;
}

export interface SysLogVisTable {
  id: number;
  create_time: string;
  tenant_id: number | null;
  user_id: number | null;
  account: string | null;
  real_name: string | null;
  org_id: number | null;
  method: string;
  status: number;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  browser: string | null;
  os: string | null;
  request_id: string | null;
}

export interface SysLogExTable {
  id: number;
  create_time: string;
  tenant_id: number | null;
  user_id: number | null;
  account: string | null;
  real_name: string | null;
  org_id: number | null;
  http_method: string | null;
  url: string | null;
  route: string | null;
  error_name: string | null;
  message: string | null;
  stack: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

export interface SysJobTable extends AuditColumns {
  name: string;
  title: string;
  cron: string;
  status: number;
  remark: string | null;
}

export interface SysJobLeaseTable {
  job_name: string;
  owner: string | null;
  lease_until: number;
  next_fire_at: number;
}

export interface SysJobRunTable {
  id: number;
  job_name: string;
  trigger_type: string;
  instance: string;
  start_time: string;
  end_time: string | null;
  duration_ms: number | null;
  status: number;
  message: string | null;
  user_name: string | null;
}

/** Audit columns of a row keyed by its user's id (the school profiles). */
export interface ProfileAuditColumns {
  create_time: string | null;
  update_time: string | null;
  create_user_id: number | null;
  create_user_name: string | null;
  update_user_id: number | null;
  update_user_name: string | null;
  is_delete: number;
}

export interface SchoolClassTable extends AuditColumns {
  org_id: number;
  school_year: string;
  grade: number;
  class_no: number;
  name: string | null;
  head_teacher_id: number | null;
  status: number;
  archived: number;
  remark: string | null;
}

export interface TeacherProfileTable extends ProfileAuditColumns {
  user_id: number;
  org_id: number;
  education_level: string | null;
  degree: string | null;
  title: string | null;
  administrative_level: string | null;
  mentor_type: string | null;
  subject: string | null;
  init_pwd_rule: string | null;
  remark: string | null;
}

export interface TeacherClassTable {
  user_id: number;
  class_id: number;
}

export interface StudentProfileTable extends ProfileAuditColumns {
  user_id: number;
  org_id: number;
  class_id: number;
  student_no: string;
  nation: string | null;
  id_card: string | null;
  guardian_phone: string | null;
  status: number;
  init_pwd_rule: string | null;
  remark: string | null;
}

export interface SchoolPromotionTable {
  id: number;
  org_id: number;
  from_year: string;
  to_year: string;
  promoted_classes: number;
  graduated_classes: number;
  graduated_students: number;
  create_time: string;
  create_user_id: number | null;
  create_user_name: string | null;
}

export interface DB {
  sys_tenant: SysTenantTable;
  sys_org: SysOrgTable;
  sys_pos: SysPosTable;
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_role_menu: SysRoleMenuTable;
  sys_role_org: SysRoleOrgTable;
  sys_menu: SysMenuTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  sys_config: SysConfigTable;
  auth_session: AuthSessionTable;
  auth_refresh_token: AuthRefreshTokenTable;
  auth_captcha: AuthCaptchaTable;
  auth_counter: AuthCounterTable;
  sms_outbox: SmsOutboxTable;
  auth_scan_ticket: AuthScanTicketTable;
  sys_log_op: SysLogOpTable;
  sys_region: SysRegionTable;
  sys_file: SysFileTable;
  sys_notice: SysNoticeTable;
  sys_notice_target: SysNoticeTargetTable;
  sys_notice_read: SysNoticeReadTable;
  sys_stream_ticket: SysStreamTicketTable;
  sys_log_vis: SysLogVisTable;
  sys_log_ex: SysLogExTable;
  sys_job: SysJobTable;
  sys_job_lease: SysJobLeaseTable;
  sys_job_run: SysJobRunTable;
  school_class: SchoolClassTable;
  teacher_profile: TeacherProfileTable;
  teacher_class: TeacherClassTable;
  student_profile: StudentProfileTable;
  school_promotion: SchoolPromotionTable;
}
