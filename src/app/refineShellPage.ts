import { lazyPage } from '../routes/lazyPage';
import { openedPageCode } from '../routes/openedPageCode';

// The shell (menu, header, tabs, notification bell and their antd parts) and Refine are a chunk of their own, loaded
// after login: the login page and the other pages outside the shell carry neither (D-PERF-4f). It counts as
// loaded once the page the app was opened at has loaded too (openedPageCode.ts).
export const RefineShell = lazyPage(() => Promise.all([import('./RefineShell'), openedPageCode()]).then(([shell]) => shell));
