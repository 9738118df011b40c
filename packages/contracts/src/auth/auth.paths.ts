// The account calls' paths (no schemas), for code that must not load zod to use them.

export const authPaths = {
  login: '/wps/session/login',
  verifyLogin: '/wps/session/verifyLogin',
  logout: '/wps/session/logout',
  loginFreePlay: '/wps/session/loginFreePlay',
  captcha: '/wps/session/captcha',
  challenge: '/wps/verification/challenge',
  loginCode: '/wps/verification/sms/login',
  registerCode: '/wps/verification/sms/register',
  resetCode: '/wps/verification/sms/password',
  loginInfo: '/wps/member/info',
  firstLogin: '/wps/member/firstLogin',
  register: '/wps/member/register',
  affiliate: '/wps/member/affiliate',
  forgetPassword: '/wps/member/forgetPassword',
  resetPassword: '/wps/member/resetPassword',
  getPasswordByPhone: '/wps/member/getPasswordByPhone',
  changePassword: '/wps/member/changePassword',
  /** A one-time code that opens a new session on another device (the app-download QR). */
  handoff: '/wps/session/handoff',
  redeemHandoff: '/wps/session/handoff/redeem',
} as const;
