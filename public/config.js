// Runtime configuration of the CertDesk client. Edit on the server after a build; no rebuild needed.
// apiBase: prefix of every API call ('' = same origin). hotline: phone number shown in the header.
window.__CERTDESK_CONFIG__ = Object.assign({ apiBase: '', hotline: '' }, window.__CERTDESK_CONFIG__);
