const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the reader's time zone, e.g. 'Jan 5, 2026, 10:30 AM'; the exact value is in `dateTime`. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{dateTimeFormat.format(new Date(value))}</time>;
}
