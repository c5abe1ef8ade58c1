// Run-time settings of the web app. The reference server answers this file itself (API_BASE_URL);
// a static host in front of the institute's server may replace it.
window.__APP_CONFIG__ = { apiBaseUrl: '' };
