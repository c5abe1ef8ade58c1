// antd Table's column filter menu, as the browser build has it (vite.config.ts, issue 16, D-PERF-4f). antd draws it
// only for a column with `filters` or `filterDropdown`; no column of the app has either (lists filter in their own
// filter bar), yet the menu brought antd's Tree, Menu and Checkbox code (~16 kB brotli) to every page with a table.
// A column that one day has filters gets its title alone and a console error saying why.
import { createElement, Fragment, useEffect } from 'react';

/** The values of a filter tree, as antd's own flattenKeys (useFilter asks for it for columns with filters). */
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = keys.concat(flattenKeys(children));
  });
  return keys;
}

export default function FilterDropdown({ children }) {
  useEffect(() => {
    console.error('antd Table column filters are not part of this build (scripts/browser/tableFilterDropdown.js, D-PERF-4f)');
  }, []);
  return createElement(Fragment, null, children);
}
