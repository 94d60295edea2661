import { useId, type ReactNode } from 'react';

/** The props that tie a control to its label, help text and message. */
export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Help text under the control. */
  hint?: string;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string;
  id?: string;
  /** Renders the control (an input, a textarea, a select trigger) with the given props. */
  children: (control: FormControlProps) => ReactNode;
};

/** A label, any control, its help text and its validation message, wired for screen readers. */
export function FormField({ label, hint, error, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className="space-y-1">
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
