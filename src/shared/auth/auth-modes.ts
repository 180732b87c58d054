/** GET /sys/auth/modes: the ways in besides the password that the server has on (null: off). */
export interface AuthModes {
  /** OpenID Connect third-party login; `name` is the provider's display name, if configured. */
  oidc: { name: string | null } | null;
  /** CAS single sign-on; `loginUrl` is the CAS login page with this app's service URL. */
  cas: { loginUrl: string } | null;
}
