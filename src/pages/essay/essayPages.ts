/**
 * The 17 essay introduction pages, in order: path /Essay_X shows the CMS Essay whose Code is Essay_X. The one list of
 * them: the route table makes a page of each, the home page and the reader link to them.
 */
export interface EssayPageInfo {
  code: string;
  path: string;
  title: string;
}

const TITLES = [
  '中心介绍',
  '公共实验平台',
  '精准研究院',
  '临床研究院',
  '重点实验室',
  '仪器管理',
  '准入管理',
  '团队管理',
  '技术员管理',
  '研究所管理',
  '科研服务管理',
  '临床项目实验设计服务',
  '多组学平台服务',
  '技术服务与外包',
  '特殊服务',
  'PI落地支持服务',
  '大型仪器共享',
] as const;

export const ESSAY_PAGES: readonly EssayPageInfo[] = TITLES.map((title, index) => {
  const code = `Essay_${String.fromCharCode(65 + index)}`;
  return { code, path: `/${code}`, title };
});

/** The pages before and after one essay, for the reader's 上一篇 / 下一篇 links. */
export function essayNeighbours(code: string): { previous: EssayPageInfo | null; next: EssayPageInfo | null } {
  const index = ESSAY_PAGES.findIndex((page) => page.code === code);
  if (index < 0) return { previous: null, next: null };
  return { previous: ESSAY_PAGES[index - 1] ?? null, next: ESSAY_PAGES[index + 1] ?? null };
}
