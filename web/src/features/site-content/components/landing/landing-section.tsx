import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type LandingSectionProps = {
  /** Anchor id; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
};

/** One landing-page section: a centred heading and intro above its content. */
export function LandingSection({ id, title, intro, className, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p>
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
