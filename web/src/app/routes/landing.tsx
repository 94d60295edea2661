import { Suspense } from 'react';
import { DocumentTitle } from '@/components/document-title';
import { LandingHero } from '@/features/site-content/components/landing/landing-hero';
import { useSiteTexts } from '@/features/site-content/hooks/use-site-texts';
import { lazyComponent } from '@/lib/lazy-page';

// The sections below the hero are hidden until an admin shows them, so they load only then: the
// landing page's first load stays small (docs/performance.md).
const FeaturesSection = lazyComponent(
  () => import('@/features/site-content/components/landing/features-section'),
  (module) => module.FeaturesSection,
);
const HowItWorksSection = lazyComponent(
  () => import('@/features/site-content/components/landing/how-it-works-section'),
  (module) => module.HowItWorksSection,
);
const TestimonialsSection = lazyComponent(
  () => import('@/features/site-content/components/landing/testimonials-section'),
  (module) => module.TestimonialsSection,
);
const PricingSection = lazyComponent(
  () => import('@/features/site-content/components/landing/pricing-section'),
  (module) => module.PricingSection,
);
const LandingFooter = lazyComponent(
  () => import('@/features/site-content/components/landing/landing-footer'),
  (module) => module.LandingFooter,
);

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
      {/* The shown sections appear together, in order, once all have loaded. */}
      <Suspense>
        {isShown('landing.features') && <FeaturesSection />}
        {isShown('landing.how_it_works') && <HowItWorksSection />}
        {isShown('landing.testimonials') && <TestimonialsSection />}
        {isShown('landing.pricing') && <PricingSection />}
        {isShown('landing.footer') && <LandingFooter />}
      </Suspense>
    </>
  );
}
