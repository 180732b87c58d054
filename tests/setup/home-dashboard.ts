/** The home page's figures as the server answers them to the DOM tests: the repository's schema page. */
import homeFile from '../../schemas/pages/dashboard-home.json';
import { checkDashboardDocument } from '../../src/shared/schema/meta-check';

export const HOME_DASHBOARD_PAGE = '/sys/schema/page/dashboard-home';

const page = checkDashboardDocument('dashboard-home.json', homeFile);

export const homeDashboardPage = () => ({ page });
