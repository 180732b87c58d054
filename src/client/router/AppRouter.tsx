import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { BlankLayout } from '../layouts/BlankLayout';
import { LoginPage } from '../views/user/LoginPage';
import { RouteGuard } from './RouteGuard';
import { ScrollToTop } from './ScrollToTop';

// The login page is the only eager page: everything behind the login is split off (DESIGN budget).
const BasicLayout = lazy(() => import('../layouts/BasicLayout'));
const ExceptionPage = lazy(() => import('../views/exception/ExceptionPage'));

function lazyPage(element: React.ReactNode) {
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
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
