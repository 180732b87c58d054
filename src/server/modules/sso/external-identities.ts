/**
 * Links between outside identities and accounts (sys_external_identity). A third-party sign-in
 * finds its account only here, by the provider's stable subject within its issuer — never by a
 * username or an email someone could have registered first. Links are made by an administrator, by
 * the signed-in owner of the account, or (OpenID Connect) on a first sign-in whose provider-verified
 * email is the verified email of exactly one account.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database, ExternalProvider } from '../../db/types';
import type { LocalAccount } from './sso-account';

export interface ExternalIdentity {
  provider: ExternalProvider;
  /** The OpenID Connect issuer or the CAS server URL. */
  issuer: string;
  subject: string;
}

/** The account (not deleted) the identity is linked to. */
export async function linkedAccount(
  app: FastifyInstance,
  identity: ExternalIdentity,
): Promise<LocalAccount | undefined> {
  return app.db
    .selectFrom('sys_external_identity as link')
    .innerJoin('sys_user as user', 'user.id', 'link.user_id')
    .select(['user.id', 'user.username', 'user.status'])
    .where('link.provider', '=', identity.provider)
    .where('link.issuer', '=', identity.issuer)
    .where('link.subject', '=', identity.subject)
    .where('user.del_flag', '=', '0')
    .executeTakeFirst();
}

/**
 * Links the identity to the account. 'taken' when it is already linked to another account (a
 * subject names one account; the other link must be removed first).
 */
export async function linkIdentity(
  db: Kysely<Database>,
  identity: ExternalIdentity,
  userId: string,
  createBy: string,
): Promise<'linked' | 'taken'> {
  await db
    .insertInto('sys_external_identity')
    .values({ id: newId(), ...identity, user_id: userId, create_by: createBy })
    .onConflict((oc) => oc.columns(['provider', 'issuer', 'subject']).doNothing())
    .execute();
  const holder = await db
    .selectFrom('sys_external_identity')
    .select('user_id')
    .where('provider', '=', identity.provider)
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirstOrThrow();
  return holder.user_id === userId ? 'linked' : 'taken';
}
