import { LandingSection } from './landing-section';

// Sample quotes: replace them with real customers' words (and their consent) before
// `landing.testimonials` is set to 'show'.
const TESTIMONIALS = [
  {
    quote:
      'We rebuilt our homepage around the Pitchwise core messaging and saw a 28% increase in conversions within six weeks.',
    name: 'Maya Chen',
    role: 'Head of Growth, B2B software company',
  },
  {
    quote:
      'The interview asked about our customers in ways we had never put into words. The pitch it wrote sounds like us on our best day.',
    name: 'Daniel Okafor',
    role: 'Founder, boutique fitness studio',
  },
  {
    quote:
      'A launch brief used to take me a week. Now I answer the interview, generate, and spend my time on the parts that need a human.',
    name: 'Sofia Marquez',
    role: 'Marketing Manager, regional retailer',
  },
  {
    quote:
      'Version history is underrated. We keep every messaging version and go back to the last one when a new angle does not land.',
    name: 'James Whitfield',
    role: 'Product Marketing Lead, fintech startup',
  },
  {
    quote:
      'Our sales team finally tells one story. The 1-minute pitch became the opening of every first call.',
    name: 'Priya Raman',
    role: 'VP of Sales, healthcare software company',
  },
  {
    quote:
      'It understood that our clients buy on trust, not on features. The copy now leads with the reassurance they look for.',
    name: 'Tom Becker',
    role: 'Owner, family-run accounting firm',
  },
] as const;

/** Six customer quotes (hidden unless `landing.testimonials` is 'show'). */
export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials"
      title="What our users say"
      intro="Business owners and marketers use Pitchwise to say what their customers need to hear."
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <blockquote className="flex-1 text-slate-700">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold text-slate-900">{testimonial.name}</p>
                <p className="text-sm text-slate-600">{testimonial.role}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
