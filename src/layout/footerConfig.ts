import type { AppRuntimeConfig } from '../../providers/config';

declare module '../../providers/config' {
  interface AppRuntimeConfig {
    /** Footer credit of the provider, e.g. 技术支持：某某信息技术有限公司. */
    providerCredit?: string;
    /** The site's ICP filing number, e.g. 粤ICP备00000000号-1. */
    icpFiling?: string;
  }
}

export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

export interface FooterText {
  credit: string;
  icp: string;
}

/**
 * The footer's two lines come from the run-time config (/config.js), so each institute shows its own provider and
 * filing number without a rebuild; without them the tenant's name stands as the credit.
 */
export function footerText(config: AppRuntimeConfig | undefined, tenantName: string | undefined): FooterText {
  return {
    credit: config?.providerCredit || `技术支持：${tenantName || '科研管理平台'}`,
    icp: config?.icpFiling || 'ICP备案信息',
  };
}
