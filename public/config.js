// Runtime configuration of the CertDesk client. Edit on the server after a build; no rebuild needed.
// apiBase: prefix of every API call ('' = same origin). hotline: no longer read; the header's hotline is
// an administrator's setting (系统管理 › 系统设置).
window.__CERTDESK_CONFIG__ = Object.assign({ apiBase: '', hotline: '' }, window.__CERTDESK_CONFIG__);
