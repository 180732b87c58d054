/** The answers of third-party login (OpenID Connect) and CAS, in both languages. */
export const SSO_MSG = {
  loginOk: { 'zh-CN': '登录成功', 'en-US': 'Login succeeded' },
  // The same text as /sys/login gives a frozen account.
  frozen: { 'zh-CN': '该用户已冻结', 'en-US': 'This account is frozen' },
  stateInvalid: {
    'zh-CN': '第三方登录请求已失效或已使用，请重新登录',
    'en-US': 'This third-party login request has expired or was already used; please sign in again',
  },
  notVerified: {
    'zh-CN': '第三方账号的邮箱未经验证，无法用于登录',
    'en-US': 'The email of your third-party account is not verified, so it cannot be used to sign in',
  },
  noAccount: {
    'zh-CN': '没有与该第三方账号邮箱对应的用户，请使用账号密码登录或联系管理员',
    'en-US':
      'No account matches the email of your third-party account; sign in with your password or contact the administrator',
  },
  ambiguous: {
    'zh-CN': '该邮箱对应多个用户，无法确定登录账号，请联系管理员',
    'en-US':
      'Several accounts use this email, so the account to sign in to is unclear; contact the administrator',
  },
  verifyFailed: {
    'zh-CN': '第三方登录验证失败，请重新登录',
    'en-US': 'The third-party login could not be verified; please sign in again',
  },
  providerUnavailable: {
    'zh-CN': '第三方登录服务暂时不可用，请稍后重试',
    'en-US': 'The third-party login service is unavailable; please try again later',
  },
  casTicketInvalid: {
    'zh-CN': '统一认证票据验证失败，请重新登录',
    'en-US': 'The single sign-on ticket could not be validated; please sign in again',
  },
  casServiceMismatch: {
    'zh-CN': '统一认证的服务地址与系统配置不符',
    'en-US': 'The single sign-on service address does not match this system’s configuration',
  },
  casUnknownUser: {
    'zh-CN': '没有与该统一认证账号对应的用户，请联系管理员',
    'en-US': 'No account matches your single sign-on account; contact the administrator',
  },
  casUnavailable: {
    'zh-CN': '统一认证服务暂时不可用，请稍后重试',
    'en-US': 'The single sign-on service is unavailable; please try again later',
  },
  linkTaken: {
    'zh-CN': '该第三方账号已绑定其他用户，请先解除原绑定',
    'en-US': 'This third-party account is already linked to another user; remove that link first',
  },
  linked: { 'zh-CN': '绑定成功', 'en-US': 'The account was linked' },
  unlinked: { 'zh-CN': '已解除绑定', 'en-US': 'The link was removed' },
  linkNotFound: { 'zh-CN': '未找到对应的绑定', 'en-US': 'No such link' },
  linkUserNotFound: { 'zh-CN': '未找到对应的用户', 'en-US': 'No such user' },
  providerOff: {
    'zh-CN': '该登录方式未启用',
    'en-US': 'This sign-in method is not switched on',
  },
  adminOnly: {
    'zh-CN': '只有管理员可以绑定或解除他人的第三方账号',
    'en-US': "Only an administrator can link or unlink another user's third-party accounts",
  },
};
