import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; of two Tailwind classes that set the same thing (`p-8`
 * then `p-5`), the later wins, so a component's `className` overrides its defaults.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
