import { CalculatorSection } from './components/calculator-section';
import { CallToActionSection } from './components/call-to-action-section';
import { FeaturesGrid } from './components/features-grid';
import { HeroSection } from './components/hero-section';
import { LeaderboardSection } from './components/leaderboard-section';
import { LearningHubSection } from './components/learning-hub-section';
import { useHashScroll } from './use-hash-scroll';

/** The single long home page; the header's links land on its anchored sections. */
export function HomePage() {
  useHashScroll();
  return (
    <>
      <HeroSection />
      <FeaturesGrid />
      <CalculatorSection />
      <LeaderboardSection />
      <LearningHubSection />
      <CallToActionSection />
    </>
  );
}
