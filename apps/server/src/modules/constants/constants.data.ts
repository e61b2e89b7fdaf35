import type { ConstGroup, ConstItem } from '@meiyu/contract';
import { ROLE_CODES } from '@meiyu/contract';

const item = (name: string, code: string | number | boolean): ConstItem => ({ name, code, data: null });

/** Constant groups: upstream's CommonConst plus Meiyu's own, read by clients by group code. */
export const CONST_GROUPS: ConstGroup[] = [
  {
    name: '平台配置',
    code: 'CommonConst',
    data: {
      result: [
        item('SysDemoEnv', 'sys_demo'),
        item('SysPassword', 'sys_password'),
        item('SysSecondVer', 'sys_second_ver'),
        item('SysCaptcha', 'sys_captcha'),
        item('SysWatermark', 'sys_watermark'),
        item('SysOpLog', 'sys_oplog'),
        item('SysTokenExpire', 'sys_token_expire'),
        item('SysRefreshTokenExpire', 'sys_refresh_token_expire'),
        item('SysSingleLogin', 'sys_single_login'),
        item('SysAdminRole', 'sys_admin'),
        item('SysSensitiveDetection', false),
      ],
    },
  },
  {
    name: '角色编码',
    code: 'RoleCodeConst',
    data: {
      result: ROLE_CODES.map((code) =>
        item(
          code.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase()),
          code,
        ),
      ),
    },
  },
  {
    name: '账号类型',
    code: 'AccountTypeEnum',
    data: {
      result: [item('SuperAdmin', 999), item('SysAdmin', 888), item('NormalUser', 777), item('Member', 666)],
    },
  },
  {
    name: '题目类型',
    code: 'QuestionTypeEnum',
    data: {
      result: [
        item('SingleChoice', 1),
        item('MultipleChoice', 2),
        item('Judgment', 3),
        item('FillIn', 4),
        item('ShortAnswer', 5),
      ],
    },
  },
];
