import type {
  CaptchaOutput,
  ConstGroup,
  LoginConfigOutput,
  LoginInput,
  LoginOutput,
  LoginPhoneInput,
  MenuOutput,
  ScanPollOutput,
  ScanTicketOutput,
  SysDictType,
  UserInfo,
  WatermarkConfigOutput,
} from '@meiyu/contract';
import { get, post, request, requireParam } from './http';

/** Typed calls of the sysAuth, sysConst, sysDictType and sysMenu endpoints the shell needs. */
export const authApi = {
  captcha: () => get<CaptchaOutput>('/api/sysAuth/captcha'),
  loginConfig: () => get<LoginConfigOutput>('/api/sysAuth/loginConfig'),
  login: (body: LoginInput) => {
    requireParam('body', body);
    return post<LoginOutput>('/api/sysAuth/login', body);
  },
  loginPhone: (body: LoginPhoneInput) => {
    requireParam('body', body);
    return post<LoginOutput>('/api/sysAuth/loginPhone', body);
  },
  sendSmsCode: (phone: string) => post<null>('/api/sysAuth/sendSmsCode', { phone }),
  logout: () => post<null>('/api/sysAuth/logout'),
  unLockScreen: (password: string) => {
    requireParam('password', password);
    return post<boolean>('/api/sysAuth/unLockScreen', undefined, { password });
  },
  userInfo: () => get<UserInfo | null>('/api/sysAuth/userInfo'),
  watermarkConfig: () => get<WatermarkConfigOutput>('/api/sysAuth/watermarkConfig'),
  constList: () => get<ConstGroup[]>('/api/sysConst/list'),
  allDictList: () => get<SysDictType[]>('/api/sysDictType/allDictList'),
  loginMenuTree: () => get<MenuOutput[]>('/api/sysMenu/loginMenuTree'),
  ownBtnPermList: () => get<string[]>('/api/sysMenu/ownBtnPermList'),
  scanTicket: () => post<ScanTicketOutput>('/api/sysAuth/scanTicket'),
  scanPoll: (ticket: string) =>
    request<ScanPollOutput>({ method: 'GET', url: '/api/sysAuth/scanPoll', params: { ticket }, silent: true }),
  scanMark: (ticket: string) => post<null>('/api/sysAuth/scanMark', { ticket }),
  scanConfirm: (ticket: string) => post<null>('/api/sysAuth/scanConfirm', { ticket }),
};
