import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LandingSection } from './landing-section';

// Spec section 9; every plan's button leads to the waiting list.
const TIERS = [
  {
    name: 'Basic',
    price: 49,
    features: ['Up to 2 company profiles', 'Basic website content', '1-minute elevator pitch', 'Email support'],
  },
  {
    name: 'Standard',
    price: 99,
    popular: true,
    features: [
      'Up to 5 company profiles',
      'Advanced website content',
      '30-second, 1-minute and 3-minute pitches',
      'Content version history',
      'Priority email support',
    ],
  },
  {
    name: 'Premium',
    price: 199,
    features: [
      'Unlimited company profiles',
      'Premium content generation',
      'Customized pitch formats',
      'Advanced A/B testing',
      'Dedicated account manager',
    ],
  },
] as const;

/** The Basic, Standard and Premium plans (hidden unless `landing.pricing` is 'show'). */
export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Simple, transparent pricing"
      intro="Pick a plan when registration opens. Join the waiting list to be first in line."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {TIERS.map((tier) => {
          const popular = 'popular' in tier;
          return (
            <li
              key={tier.name}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
                popular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{tier.name}</h3>
                {popular && (
                  <p className="rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
                )}
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-slate-900">${tier.price}</span>
                <span className="text-slate-600">per month</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-700">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="mt-0.5 size-5 shrink-0 text-indigo-600"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d="M4 10.5l4 4 8-9" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant={popular ? 'primary' : 'outline'} className="mt-8">
                <Link to="/waitlist">Choose {tier.name}</Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
