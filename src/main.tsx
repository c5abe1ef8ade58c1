// antd's styles of the default theme, rendered at build time (scripts/antdStyles): its components skip writing them.
// First of all imports, so the app's own style sheets come after it and win over antd's at equal specificity, as they
// did over the styles antd inserts at the start of <head>.
import 'virtual:antd-static-styles.css';
// Before React DOM and antd: the first calls leave before those are evaluated (bootCalls.ts, D-PERF-4j).
import { providers } from './bootCalls';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd';
import { App } from './App';
import './styles.css';

// antd 5's static notification/Modal render through this with React 19 (its legacy ReactDOM.render is gone).
unstableSetRender((node, container) => {
  const host = container as Element & { __antdRoot?: Root };
  host.__antdRoot ??= createRoot(host);
  const root = host.__antdRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__antdRoot;
  };
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App providers={providers} />
  </StrictMode>,
);
