/** The home page's figures as the server answers them to the DOM tests: the repository's schema page. */
import homeFile from '../../schemas/pages/dashboard-home.json';
import { checkDashboardDocument } from '../../src/shared/schema/meta-check';
import { HOME_FIGURES_PERMISSION } from '../../src/shared/dashboard/dashboard-types';

export const HOME_DASHBOARD_PAGE = '/sys/schema/page/dashboard-home';

const page = checkDashboardDocument('dashboard-home.json', homeFile);

export const homeDashboardPage = () => ({ page });

/** The button that lets a user see the home figures, as the login's permission list carries it. */
export const HOME_FIGURES_GRANT = { action: HOME_FIGURES_PERMISSION, type: '2', status: '1' };

/** The list endpoints the customer's glance at its business reads (the page's list blocks with query parameters). */
export const HOME_LIST_SOURCES: readonly string[] = page.blocks.flatMap((block) =>
  block.kind === 'list' && block.params ? [block.source] : [],
);

/** The buttons that let a user read those lists (each list block's permission), as the login's permission list carries them. */
export const HOME_LIST_GRANTS = page.blocks.flatMap((block) =>
  block.kind === 'list' && block.params && block.permission
    ? [{ action: block.permission, type: '2', status: '1' }]
    : [],
);
