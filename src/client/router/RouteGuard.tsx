import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { casGuardState, useAuthModes } from '../stores/auth-modes';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { afterMenuLoad, decideNavigation } from './guard';
import { loadMenu } from './load-menu';
import { useCasGuard } from './use-cas-guard';

/** Carries out decideNavigation (guard.ts) for every location. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const signedOut = useUserStore((s) => s.signedOut);
  const logout = useUserStore((s) => s.logout);
  const routes = useMenuStore((s) => s.routes);
  const authModes = useAuthModes((s) => s.modes);
  const decision = decideNavigation({ pathname, search, hasToken: Boolean(token), routes, cas: casGuardState(authModes), signedOut });
  useCasGuard(decision);

  const mustLoad = decision.type === 'load-menu';
  useEffect(() => {
    if (!mustLoad) return;
    let cancelled = false;
    loadMenu().then(
      () => true,
      () => false,
    ).then(async (loaded) => {
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
  // load-menu, and CAS mode's load-modes, cas-login and cas-validate.
  if (decision.type !== 'render') return <PageLoading />;
  return <Outlet />;
}
