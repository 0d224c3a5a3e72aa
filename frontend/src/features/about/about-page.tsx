import { useIntl } from 'react-intl';

import { AboutCta } from './components/about-cta';
import { AboutFaq } from './components/about-faq';
import { AboutHero } from './components/about-hero';
import { BusinessBenefits } from './components/business-benefits';
import { MissionPillars } from './components/mission-pillars';
import { NationalPriorities } from './components/national-priorities';
import { PolicySections } from './components/policy-sections';
import { VisionAlignment } from './components/vision-alignment';

/** The About page (/about): mission, UAE priorities, benefits, FAQ, policies and a call to action. */
export function AboutPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage({ id: 'about.meta.title', defaultMessage: 'About Batala: food waste and food safety advice for the UAE' })}</title>
      <AboutHero />
      <MissionPillars />
      <NationalPriorities />
      <VisionAlignment />
      <BusinessBenefits />
      <AboutFaq />
      <PolicySections />
      <AboutCta />
    </>
  );
}
