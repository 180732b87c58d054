/** Chinese (default) texts of the shell. en-US.ts must have the same keys (its type enforces it). */
import { CATALOGUE } from '../../shared/messages/catalogue';

// Texts the server or the renderer shows too come from the shared catalogue (one spelling).
export const zhCN = {
  app: {
    name: 'CertDesk 客户服务平台',
    description: '认证、检验、检测与评价一站式在线服务',
    company: '中国船级社质量认证有限公司',
    copyright: '© {{year}} 中国船级社质量认证有限公司 版权所有',
    hotline: '服务热线',
    hotlineDefault: '请联系您的客户经理',
    logoAlt: 'CertDesk 标志',
  },
  /** Each language by its own name, the same in every language. */
  languageNames: {
    'zh-CN': '中文',
    'en-US': 'English',
  },
  common: {
    ok: CATALOGUE.ok['zh-CN'],
    cancel: CATALOGUE.cancel['zh-CN'],
    backHome: '返回首页',
    loading: '加载中…',
    reload: CATALOGUE.reload['zh-CN'],
  },
  request: {
    title: '系统提示',
    forbidden: CATALOGUE.forbidden['zh-CN'],
    notFound: CATALOGUE.notFound['zh-CN'],
    timeout: '网络超时',
    expired: '很抱歉，登录已过期，请重新登录',
    tokenInvalidTitle: '登录已过期',
    tokenInvalidContent: '很抱歉，登录已过期，请重新登录',
    relogin: '重新登录',
    generic: CATALOGUE.requestFailed['zh-CN'],
    downloadFailed: CATALOGUE.downloadFailed['zh-CN'],
    unknownFile: '未知的文件',
    menuEmpty: '未获取到菜单，请联系管理员',
  },
  greeting: {
    early: '早上好',
    morning: '上午好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  user: {
    menuLabel: '用户菜单',
    changePassword: '修改密码',
    logout: '退出登录',
    language: '切换语言',
    greetingName: '{{greeting}}，{{name}}',
  },
  layout: {
    sideMenu: '侧边菜单',
    collapse: '收起菜单',
    expand: '展开菜单',
    tabs: '页签',
    skipToContent: '跳到主要内容',
  },
  tabs: {
    refresh: '刷新',
    closeLeft: '关闭左侧',
    closeRight: '关闭右侧',
    closeOthers: '关闭其他',
    homeNotClosable: '首页不能关闭!',
    lastNotClosable: '这是最后一页，不能再关闭了啦',
  },
  breadcrumb: {
    label: '面包屑',
    home: '首页',
  },
  login: {
    title: '用户登录',
    accountTab: '账号密码登录',
    username: '用户名',
    password: '密码',
    usernamePlaceholder: '请输入用户名',
    passwordPlaceholder: '请输入密码',
    usernameRequired: '请输入用户名!',
    passwordRequired: '请输入密码!',
    submit: '登录',
    failed: '登录失败',
    welcome: '欢迎',
    welcomeBack: '{{greeting}}，欢迎回来',
  },
  password: {
    title: '修改密码',
    old: '旧密码',
    new: '新密码',
    confirm: '确认新密码',
    oldPlaceholder: '请输入旧密码',
    newPlaceholder: '请输入新密码',
    confirmPlaceholder: '请再次输入新密码',
  },
  home: {
    title: '首页',
    welcome: '欢迎使用 CertDesk 客户服务平台',
    intro: '认证、检验、检测与评价业务一站式办理',
    comingSoon: '{{section}}：该业务的在线申请即将开放',
    /** Descriptions of the home sections by business_type value; their titles are the dictionary's. */
    sectionDescriptions: {
      system_cert: '质量、环境、职业健康安全等管理体系认证',
      service_cert: '售后服务、物业服务等服务质量认证',
      product_cert: '自愿性产品认证与绿色产品认证',
      industrial_inspection: '工业产品及设备的第三方检验',
      container_inspection: '集装箱制造与营运检验',
      safety: '安全生产标准化与安全评价服务',
      green_low_carbon: '碳核查、碳足迹与低碳评价',
      testing: '材料与产品的实验室检测',
      vocational_training: '审核员、内审员及职业技能培训',
      risk_management: '企业风险评估与管理咨询',
      it_integration: '信息化和工业化融合管理体系评定',
      animal_welfare: '养殖与屠宰环节的动物福利评价',
      other_assessment: '其他合格评定与评价服务',
    },
  },
  exception: {
    403: '抱歉，你无权访问该页面',
    404: '抱歉，你访问的页面不存在',
    500: CATALOGUE.serverCrashed['zh-CN'],
  },
};

/** Same keys, any string values: the shape every language must provide. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ShellTexts = Texts<typeof zhCN>;
