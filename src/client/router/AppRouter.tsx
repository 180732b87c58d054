import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { BlankLayout } from '../layouts/BlankLayout';
import { LoginPage } from '../views/user/LoginPage';
import { RouteGuard } from './RouteGuard';
import { ScrollToTop } from './ScrollToTop';
import { lazyChunk } from '../../../renderers/lazy-chunk';
import { LoadErrorBoundary } from './LoadErrorBoundary';

// The login page is the only eager page: everything behind the login is split off (DESIGN budget).
const BasicLayout = lazyChunk(() => import('../layouts/BasicLayout'));
const ExceptionPage = lazyChunk(() => import('../views/exception/ExceptionPage'));
const AlterationPage = lazyChunk(() => import('../views/user/alteration/AlterationPage'));
const OAuth2LoginPage = lazyChunk(() => import('../views/user/OAuth2LoginPage'));
const RegisterPage = lazyChunk(() => import('../views/user/RegisterPage'));
const RegisterResultPage = lazyChunk(() => import('../views/user/RegisterResultPage'));
const VerifyPage = lazyChunk(() => import('../views/verify/VerifyPage'));

function lazyPage(element: React.ReactNode) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </LoadErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="/user" element={<BlankLayout />}>
            <Route index element={<Navigate to="/user/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="alteration" element={lazyPage(<AlterationPage />)} />
            <Route path="register" element={lazyPage(<RegisterPage />)} />
            <Route path="register-result" element={lazyPage(<RegisterResultPage />)} />
          </Route>
          <Route path="/oauth2-app" element={<BlankLayout />}>
            <Route index element={<Navigate to="/oauth2-app/login" replace />} />
            <Route path="login" element={lazyPage(<OAuth2LoginPage />)} />
          </Route>
          <Route path="/verify" element={<BlankLayout />}>
            <Route index element={lazyPage(<VerifyPage />)} />
          </Route>
          <Route path="/403" element={lazyPage(<ExceptionPage status={403} />)} />
          <Route path="/404" element={lazyPage(<ExceptionPage status={404} />)} />
          <Route path="/500" element={lazyPage(<ExceptionPage status={500} />)} />
          <Route path="*" element={lazyPage(<BasicLayout />)} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
