import type { ReactNode } from 'react';
import { useStoreStats } from '../../../lib/store-stats';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { GenreChips } from './genre-chips';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';
import { Testimonials } from './testimonials';

/** The counted figures: only this strip renders again when they arrive, not the whole page. */
function StoreStats() {
  return <StatsStrip stats={useStoreStats()} />;
}

/** Home: the headline, then the music (`music`, composed by the route from the catalogue feature), genres and the rest. */
export function LandingPage({ music }: { music?: ReactNode }) {
  return (
    <>
      <Hero />
      {music}
      <GenreChips />
      <StoreStats />
      <FeatureGrid />
      <Testimonials />
      <CallToAction />
    </>
  );
}
