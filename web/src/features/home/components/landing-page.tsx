import { useHomeStats } from '../api/home-stats';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { GenreChips } from './genre-chips';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';
import { Testimonials } from './testimonials';

export function LandingPage() {
  const { stats } = useHomeStats();
  return (
    <>
      <Hero />
      <StatsStrip stats={stats} />
      <GenreChips />
      <FeatureGrid />
      <Testimonials />
      <CallToAction />
    </>
  );
}
