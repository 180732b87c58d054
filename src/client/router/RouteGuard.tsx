import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { lazyChunk } from '../../../renderers/lazy-chunk';
import { PageLoading } from '../components/PageLoading';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { casGuardState, useAuthModes } from '../stores/auth-modes';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { afterMenuLoad, decideNavigation } from './guard';
import { loadMenu } from './load-menu';
import { EXCEPTION_PATHS, OPEN_PATHS, PUBLIC_PATHS } from './paths';
import { useCasGuard } from './use-cas-guard';

// Only a session with a password someone else chose sees it: kept out of the login page's first load.
const ForcedPasswordChange = lazyChunk(() =>
  import('../components/ForcedPasswordChange').then((m) => ({ default: m.ForcedPasswordChange })),
);

/** Carries out decideNavigation (guard.ts) for every location. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const signedOut = useUserStore((s) => s.signedOut);
  const logout = useUserStore((s) => s.logout);
  const routes = useMenuStore((s) => s.routes);
  const authModes = useAuthModes((s) => s.modes);
  const decision = decideNavigation({
    pathname,
    search,
    hasToken: Boolean(token),
    routes,
    cas: casGuardState(authModes),
    signedOut,
  });
  useCasGuard(decision);
  // A password someone else chose is changed before the shell opens (the server refuses the rest).
  const flagged = useUserStore((s) => s.userInfo?.mustChangePassword === true);
  const mustChangePassword =
    Boolean(token) && flagged && ![...OPEN_PATHS, ...PUBLIC_PATHS, ...EXCEPTION_PATHS].includes(pathname);

  const mustLoad = decision.type === 'load-menu' && !mustChangePassword;
  useEffect(() => {
    if (!mustLoad) return;
    let cancelled = false;
    loadMenu()
      .then(
        () => true,
        () => false,
      )
      .then(async (loaded) => {
        if (cancelled) return;
        const next = afterMenuLoad(loaded, pathname, search);
        if (next.logout) await logout();
        if (next.to !== pathname + search) navigate(next.to, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [mustLoad, pathname, search, navigate, logout]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (mustChangePassword)
    return (
      <LoadErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <ForcedPasswordChange />
        </Suspense>
      </LoadErrorBoundary>
    );
  // load-menu, and CAS mode's load-modes, cas-login and cas-validate.
  if (decision.type !== 'render') return <PageLoading />;
  return <Outlet />;
}
