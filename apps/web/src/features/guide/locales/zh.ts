/**
 * 'guide' namespace: the guide page. Chinese: the reference for the other languages' keys (app/i18n-parity.test.ts
 * compares them).
 */
export const zh = {
  title: '引导页',
  intro: '第一次使用控制台？跟随引导，一步步认识导航栏、标签栏和页面设置。',
  points: {
    sidebar: '左侧菜单列出您可以访问的全部页面，点击汉堡按钮可以收起或展开。',
    search: '右上角的搜索可以按名称（中文下也可以按拼音）快速找到页面。',
    tags: '访问过的页面会以标签保留，切换时不丢失填写的内容；右键标签可刷新或关闭。',
    settings: '在页面设置中可以更换主题色、固定 Header、开关标签栏等。',
  },
  start: '开始引导',
  hint: '引导随时可以按 Esc 退出，也可以从导航栏的问号按钮再次打开。',
};
