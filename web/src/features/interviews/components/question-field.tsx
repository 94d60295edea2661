import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { AutoGrowTextarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { countWords, wordsLabel } from '@/lib/words';
import type { Question } from '../types';

type QuestionFieldProps = {
  question: Question;
  number: number;
  value: string;
  /** Dimmed and disabled until every earlier question is answered (spec section 4, "Question order"). */
  disabled: boolean;
  /** While the section is being saved: what is sent is what stays. */
  readOnly: boolean;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
};

/** One question: its label, helper text, a growing answer box, what it enhances and the answer's word count. */
export function QuestionField({ question, number, value, disabled, readOnly, onChange, onFocus, onBlur }: QuestionFieldProps) {
  const enhancesId = useId();
  return (
    // Dimmed by colour, not opacity, so its text keeps a readable contrast.
    <div className={cn(disabled && '[&_label]:text-slate-500')}>
      <FormField label={`${number}. ${question.label}`} hint={question.helperText}>
        {(control) => (
          <>
            <AutoGrowTextarea
              {...control}
              aria-describedby={[control['aria-describedby'], enhancesId].filter(Boolean).join(' ')}
              rows={3}
              value={value}
              disabled={disabled}
              readOnly={readOnly}
              className="mt-2 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:shadow-none"
              onChange={(event) => {
                onChange(event.target.value);
              }}
              onFocus={onFocus}
              onBlur={onBlur}
            />
            <div className="flex items-start justify-between gap-4 pt-1 text-xs text-slate-500">
              <p id={enhancesId}>Enhances: {question.enhances.join(', ')}</p>
              <p className="shrink-0 tabular-nums">{wordsLabel(countWords(value))}</p>
            </div>
          </>
        )}
      </FormField>
    </div>
  );
}
