import { LineIcon } from '@/components/ui/line-icon';
import { LandingSection } from './landing-section';

const FEATURES = [
  {
    title: 'Guided customer interviews',
    text: 'Four short sections built on the Perception Formula turn what you know about your customers’ mindset, emotions, history and culture into a clear brief.',
    icon: 'M8 10h8M8 14h5M21 12a9 9 0 0 1-13.5 7.8L3 21l1.2-4.5A9 9 0 1 1 21 12z',
  },
  {
    title: 'Content for every channel',
    text: 'Core messaging, website copy and 30-second, 1-minute and 3-minute pitches, written from your answers in your brand’s voice.',
    icon: 'M4 5h16v10H4zM8 19h8M12 15v4',
  },
  {
    title: 'Messaging under version control',
    text: 'Every generation is saved as a version. Activate the one that works and your website and pitch content follow it.',
    icon: 'M6 3v12M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9',
  },
] as const;

/** Three feature cards (hidden unless `landing.features` is 'show'). */
export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="From customer insight to copy that converts"
      intro="Pitchwise captures what you already know about your customers and turns it into messaging you can use everywhere."
      className="bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
              <LineIcon className="size-6">
                <path d={feature.icon} />
              </LineIcon>
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
