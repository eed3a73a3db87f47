import type { ReactNode } from 'react';
import { useStoreStats } from '../../../lib/store-stats';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { GenreChips } from './genre-chips';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';
import { Testimonials } from './testimonials';

/** Home: the headline, then the music (`music`, composed by the route from the catalogue feature), genres and the rest. */
export function LandingPage({ music }: { music?: ReactNode }) {
  const stats = useStoreStats();
  return (
    <>
      <Hero />
      {music}
      <GenreChips />
      <StatsStrip stats={stats} />
      <FeatureGrid />
      <Testimonials />
      <CallToAction />
    </>
  );
}
