/** JWT access tokens (HS256, jose): the signature proves origin, the session row proves it is alive. */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: string;
  username: string;
  tokenId: string;
}

export async function signToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ username: claims.username })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.tokenId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

export interface VerifiedToken extends TokenClaims {
  /** Epoch ms of `exp`: a cached verification (session-cache.ts) is only good until then. */
  expiresAt: number;
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyToken(key: Uint8Array, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.username !== 'string'
    )
      return null;
    return {
      userId: payload.sub,
      tokenId: payload.jti,
      username: payload.username,
      expiresAt: (payload.exp as number) * 1000,
    };
  } catch {
    return null;
  }
}
