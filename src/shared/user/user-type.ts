/** The account kinds (sys_user.user_type, DESIGN.md Roles) the customer side is made of. */
export const CUSTOMER_USER_TYPES = ['customer_main', 'customer_sub'] as const;

/** A customer's account (the company's main account or a sub-account), not staff or an admin. */
export function isCustomerType(userType: string | null | undefined): boolean {
  return (CUSTOMER_USER_TYPES as readonly string[]).includes(userType ?? '');
}
