import { DocumentTitle } from '@/components/document-title';
import { FeaturesSection } from '@/features/site-content/components/landing/features-section';
import { HowItWorksSection } from '@/features/site-content/components/landing/how-it-works-section';
import { LandingFooter } from '@/features/site-content/components/landing/landing-footer';
import { LandingHero } from '@/features/site-content/components/landing/landing-hero';
import { PricingSection } from '@/features/site-content/components/landing/pricing-section';
import { TestimonialsSection } from '@/features/site-content/components/landing/testimonials-section';
import { useSiteTexts } from '@/features/site-content/hooks/use-site-texts';

/**
 * The landing page. It renders its built-in texts at once and swaps in the site's texts when
 * they arrive; each section below the hero shows only when its governing key is 'show'.
 */
export function LandingRoute() {
  const { isShown } = useSiteTexts();

  return (
    <>
      <DocumentTitle title="Smart marketing built to convert" />
      <LandingHero />
      {isShown('landing.features') && <FeaturesSection />}
      {isShown('landing.how_it_works') && <HowItWorksSection />}
      {isShown('landing.testimonials') && <TestimonialsSection />}
      {isShown('landing.pricing') && <PricingSection />}
      {isShown('landing.footer') && <LandingFooter />}
    </>
  );
}
