import { LandingSection } from './landing-section';

const STEPS = [
  {
    title: 'Complete Interviews',
    text: 'Tell us about your company and its customers in four guided sections: heuristics, hormones, history and heritage. Sample answers show what a good answer looks like.',
  },
  {
    title: 'AI Analysis',
    text: 'Pitchwise reads your answers through the Perception Formula to find the problem your customers feel, what moves them to act and what sets you apart.',
  },
  {
    title: 'Content Generation',
    text: 'Receive core messaging, website copy and sales pitches in minutes. Refine your answers and generate a new version whenever you learn more.',
  },
] as const;

/** The three steps (hidden unless `landing.how_it_works` is 'show'). */
export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      title="How It Works"
      intro="Three steps from what you know about your customers to content you can publish."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-indigo-50 text-lg font-bold text-indigo-700"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
