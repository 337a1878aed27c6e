import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';

/** Frame of the public pages about the product: `/` and `/upgrade`. */
export function MarketingLayout() {
  return (
    <>
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <LandingFooter />
    </>
  );
}
