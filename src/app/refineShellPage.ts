import { lazyPage } from '../routes/lazyPage';

// The shell (menu, header, tabs, notification bell and their antd parts) and Refine are a chunk of their own, loaded
// after login: the login page and the other pages outside the shell carry neither (issue 16, D-PERF-4f).
export const RefineShell = lazyPage(() => import('./RefineShell'));
