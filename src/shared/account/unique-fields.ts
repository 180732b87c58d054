/**
 * The account fields no two accounts may share: what GET /sys/user/checkOnlyUser looks up while the
 * register form is typed in, and what the registration checks once more before it creates the
 * account. The register form's schema marks the same fields x-unique.
 */
export type UniqueAccountField = 'username' | 'email' | 'phone';

export const UNIQUE_ACCOUNT_FIELDS: readonly UniqueAccountField[] = ['username', 'email', 'phone'];
