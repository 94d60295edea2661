import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { builtInText, useSiteTexts } from '../../hooks/use-site-texts';
import { LandingSection } from './landing-section';

// Spec section 9: three plans, the second marked Most Popular, every plan's button leading to the
// waiting list. Their names, prices and features are site texts (pricing.basic.name, ...).
const TIERS = [
  { id: 'basic', popular: false },
  { id: 'standard', popular: true },
  { id: 'premium', popular: false },
] as const;

type TierId = (typeof TIERS)[number]['id'];

/** '49', '$49' or '49.50' (spaces around it allowed): the amount shown after '$'; anything else null. */
function parsePrice(text: string): string | null {
  return /^\$?\s*(\d{1,7}(?:\.\d{2})?)$/.exec(text.trim())?.[1] ?? null;
}

/** A plan's features: one per line, blank lines skipped, a leading '-', '*' or '•' dropped. */
function parseFeatures(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().replace(/^[-*•]\s*/, ''))
    .filter((line) => line !== '');
}

/** The Basic, Standard and Premium plans (hidden unless `landing.pricing` is 'show'). */
export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Simple, transparent pricing"
      intro="Pick a plan when registration opens. Join the waiting list to be first in line."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {TIERS.map((tier) => (
          <PricingTier key={tier.id} id={tier.id} popular={tier.popular} />
        ))}
      </ul>
    </LandingSection>
  );
}

/** One plan, read from its site texts; a price that is not a number shows the built-in one. */
function PricingTier({ id, popular }: { id: TierId; popular: boolean }) {
  const { text } = useSiteTexts();
  const name = text(`pricing.${id}.name`).trim();
  const priceKey = `pricing.${id}.price` as const;
  const price = parsePrice(text(priceKey)) ?? parsePrice(builtInText(priceKey));
  const features = parseFeatures(text(`pricing.${id}.features`));

  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        popular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {popular && <p className="rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">${price}</span>
        <span className="text-slate-600">per month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-3 text-slate-700">
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
        <Link to="/waitlist">Choose {name}</Link>
      </Button>
    </li>
  );
}
