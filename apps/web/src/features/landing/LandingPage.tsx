import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../platform/ui/PageTitle';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { OpenSourceBand } from './OpenSourceBand';
import { Steps } from './Steps';

/** `/`: what Stagedoor is, with the way in. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Open-source event ticketing`} />
      <Hero />
      <FeatureGrid />
      <Steps />
      <OpenSourceBand />
    </>
  );
}
