import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { languageName, STYLE_GUIDE_OPTIONS, styleGuideSchema, type StyleGuide } from '@/lib/style-guide';
import { z } from '@/lib/zod';
import {
  useLearnStyle,
  useSaveStyleGuide,
  useStyleGuide,
  useSuggestStyle,
  useWriter,
  type StyleSuggestion,
} from '../api/style-guide';

const { limits } = STYLE_GUIDE_OPTIONS;

/** "warm, plain-spoken" as ['warm', 'plain-spoken']. */
const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const toneWords = (text: string) => splitList(text, /[,\n]/);
const avoidList = (text: string) => splitList(text, /\n/);

const voiceFormSchema = z.object({
  /** Comma-separated. */
  tone: z
    .string()
    .refine((text) => toneWords(text).length <= limits.toneWords, `Choose at most ${limits.toneWords} tone words.`)
    .refine(
      (text) => toneWords(text).every((word) => word.length <= limits.toneWordChars),
      `Keep each tone word to ${limits.toneWordChars} characters.`,
    ),
  /** One word or phrase a line. */
  avoid: z
    .string()
    .refine((text) => avoidList(text).length <= limits.avoid, `List at most ${limits.avoid} words or phrases to avoid.`)
    .refine(
      (text) => avoidList(text).every((word) => word.length <= limits.termChars),
      `Keep each word or phrase to avoid to ${limits.termChars} characters.`,
    ),
  preferredTerms: z
    .array(
      z.object({
        use: z.string().trim().min(1, 'Say which term to use.').max(limits.termChars),
        insteadOf: z.string().trim().min(1, 'Say which term it replaces.').max(limits.termChars),
      }),
    )
    .max(limits.preferredTerms, `List at most ${limits.preferredTerms} preferred terms.`),
  readingLevel: styleGuideSchema.shape.readingLevel,
  pointOfView: styleGuideSchema.shape.pointOfView,
  language: z.string(),
});

type VoiceFormValues = z.infer<typeof voiceFormSchema>;

function formValues(guide: StyleGuide): VoiceFormValues {
  return { ...guide, tone: guide.tone.join(', '), avoid: guide.avoid.join('\n') };
}

function guideOf(values: VoiceFormValues): StyleGuide {
  return { ...values, tone: toneWords(values.tone), avoid: avoidList(values.avoid) };
}

/**
 * The server's messages under the form's fields: an item's ('tone.2', 'avoid.0') under its list,
 * a term's ('preferredTerms.0.use') under its input. False when none belongs to a field.
 */
function showGuideErrors(error: unknown, form: UseFormReturn<VoiceFormValues>): boolean {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  if (!fieldErrors) return false;
  const shown = new Set<string>();
  for (const [key, message] of Object.entries(fieldErrors)) {
    const list = key.split('.')[0];
    const field = list === 'tone' || list === 'avoid' ? list : key;
    if (shown.has(field)) continue;
    shown.add(field);
    form.setError(field as keyof VoiceFormValues, { message }, { shouldFocus: shown.size === 1 });
  }
  return shown.size > 0;
}

const LANGUAGES = STYLE_GUIDE_OPTIONS.languages.map(({ tag, name }) => ({ value: tag, label: name }));

/** The profile page's Voice panel: the company's style guide, which every generated field keeps. */
export function VoicePanel({ companyId }: { companyId: number }) {
  const guide = useStyleGuide(companyId);
  if (guide.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner size="md" />
        Loading voice...
      </div>
    );
  }
  if (guide.isError) {
    return <LoadErrorAlert message="Failed to load the voice" error={guide.error} onRetry={() => void guide.refetch()} />;
  }
  return <VoiceForm companyId={companyId} guide={guide.data} />;
}

function VoiceForm({ companyId, guide }: { companyId: number; guide: StyleGuide }) {
  const form = useForm<VoiceFormValues>({ resolver: zodResolver(voiceFormSchema), defaultValues: formValues(guide) });
  const terms = useFieldArray({ control: form.control, name: 'preferredTerms' });
  const save = useSaveStyleGuide();
  const addTerm = useRef<HTMLButtonElement>(null);
  const writer = useWriter();
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const { errors } = form.formState;
  const [language, tone, preferredTerms, readingLevel] = useWatch({
    control: form.control,
    name: ['language', 'tone', 'preferredTerms', 'readingLevel'],
  });
  const englishOnly = writer.data?.builtIn === true && language !== 'en';

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { companyId, guide: guideOf(values) },
      {
        onSuccess: (saved) => {
          form.reset(formValues(saved));
          toast({ title: 'Voice saved', description: 'New versions are written in this voice.' });
        },
        onError: (error) => {
          if (redirectIfUnauthorized(error) || showGuideErrors(error, form)) return;
          toast({ variant: 'destructive', title: 'Error saving voice', description: 'The voice could not be saved. Please try again.' });
        },
      },
    );
  });

  /** Adds what the user accepted of a suggestion to the form (saved with it). */
  function accept(suggestion: Partial<StyleSuggestion>) {
    const options = { shouldDirty: true, shouldValidate: true };
    if (suggestion.tone) {
      const tone = toneWords(form.getValues('tone'));
      form.setValue('tone', [...tone, ...suggestion.tone].join(', '), options);
    }
    suggestion.preferredTerms?.forEach((term) => {
      terms.append(term);
    });
    if (suggestion.readingLevel) form.setValue('readingLevel', suggestion.readingLevel, options);
  }

  return (
    <form noValidate aria-labelledby="voice-heading" onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div>
        <h2 id="voice-heading" className="text-lg font-semibold text-slate-900">
          Voice
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          How every generated field should sound. Each version keeps the voice it was written in.
        </p>
      </div>
      <TextField
        label="Tone"
        hint={`Up to ${limits.toneWords} words, separated by commas: warm, plain-spoken, confident.`}
        error={errors.tone?.message}
        {...form.register('tone')}
      />
      <Suggestions
        companyId={companyId}
        current={{ tone: toneWords(tone), preferredTerms, readingLevel }}
        onAccept={accept}
      />
      <FormField
        label="Words to avoid"
        hint="One word or phrase a line. No field will use them."
        error={errors.avoid?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...form.register('avoid')} />}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-900">Preferred terms</legend>
        <p className="text-xs text-slate-500">Say one term instead of another: "members", not "customers".</p>
        {terms.fields.length === 0 && <p className="text-sm text-slate-600">No preferred terms yet.</p>}
        <ul className="grid gap-3">
          {terms.fields.map((term, index) => (
            <li key={term.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <TextField
                label={`Term ${index + 1}: use`}
                error={errors.preferredTerms?.[index]?.use?.message}
                {...form.register(`preferredTerms.${index}.use`)}
              />
              <TextField
                label={`Term ${index + 1}: instead of`}
                error={errors.preferredTerms?.[index]?.insteadOf?.message}
                {...form.register(`preferredTerms.${index}.insteadOf`)}
              />
              <Button
                type="button"
                variant="outline"
                aria-label={`Remove preferred term ${index + 1}`}
                onClick={() => {
                  terms.remove(index);
                  // Focus stays in the list: on the row that took this one's place, else on 'Add'.
                  const next = terms.fields.length > 1 ? Math.min(index, terms.fields.length - 2) : null;
                  if (next === null) addTerm.current?.focus();
                  else form.setFocus(`preferredTerms.${next}.use`);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {errors.preferredTerms?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.preferredTerms.message}
          </p>
        )}
        <div>
          <Button
            ref={addTerm}
            type="button"
            variant="outline"
            disabled={terms.fields.length >= limits.preferredTerms}
            onClick={() => {
              terms.append({ use: '', insteadOf: '' }, { shouldFocus: true });
            }}
          >
            Add a Preferred Term
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField form={form} name="readingLevel" label="Reading level" choices={STYLE_GUIDE_OPTIONS.readingLevels} />
        <ChoiceField form={form} name="pointOfView" label="Point of view" choices={STYLE_GUIDE_OPTIONS.pointsOfView} />
      </div>
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <SelectField label="Content language" options={LANGUAGES} error={errors.language?.message} {...field} />
        )}
      />
      <div aria-live="polite">
        {englishOnly && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            The built-in writer writes English only. Generating content in {languageName(language)} will be refused
            until an AI writer is connected; choose English to generate with the built-in writer.
          </p>
        )}
      </div>
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : 'Save Voice'}
        </Button>
      </div>
    </form>
  );
}

type ChoiceFieldProps = {
  form: UseFormReturn<VoiceFormValues>;
  name: 'readingLevel' | 'pointOfView';
  label: string;
  /** The options file's choices: the one chosen is described under the label. */
  choices: readonly { value: string; label: string; description: string }[];
};

/** A select of the options file's choices, with what the chosen one asks of the copy. */
function ChoiceField({ form, name, label, choices }: ChoiceFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          hint={choices.find((choice) => choice.value === field.value)?.description}
          options={choices}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}

type SuggestionsProps = {
  companyId: number;
  /** The guide as the form has it now: what it already holds is not offered again. */
  current: Pick<StyleGuide, 'tone' | 'preferredTerms' | 'readingLevel'>;
  onAccept: (suggestion: Partial<StyleSuggestion>) => void;
};

/** 'Suggest from interview' and 'Learn from our copy': free suggestions, each offered to accept. */
function Suggestions({ companyId, current, onAccept }: SuggestionsProps) {
  const suggest = useSuggestStyle();
  const learn = useLearnStyle();
  const [copy, setCopy] = useState('');
  const [suggestion, setSuggestion] = useState<StyleSuggestion | null>(null);
  const learnError = learn.error instanceof ApiError ? learn.error.fieldErrors?.text : undefined;

  const has = (word: string) => current.tone.some((tone) => tone.toLowerCase() === word.toLowerCase());
  const tone = suggestion?.tone.filter((word) => !has(word)) ?? [];
  const preferredTerms =
    suggestion?.preferredTerms.filter(
      (term) => !current.preferredTerms.some((held) => held.insteadOf.toLowerCase() === term.insteadOf.toLowerCase()),
    ) ?? [];
  const readingLevel = suggestion?.readingLevel && suggestion.readingLevel !== current.readingLevel ? suggestion.readingLevel : null;
  const nothingNew = suggestion !== null && tone.length === 0 && preferredTerms.length === 0 && readingLevel === null;

  const failed = () => {
    toast({ variant: 'destructive', title: 'No suggestions', description: 'Suggestions could not be made right now. Please try again.' });
  };

  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          busy={suggest.isPending}
          onClick={() => {
            suggest.mutate(companyId, { onSuccess: setSuggestion, onError: failed });
          }}
        >
          Suggest from Interview
        </Button>
        <p className="text-xs text-slate-500">Free: reads how your interview says the brand should feel.</p>
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">Learn from our copy</summary>
        <div className="mt-3 grid gap-3">
          <FormField
            label="Copy you already publish"
            hint={`Paste a page of your site, a brochure or an email (up to ${limits.learnTextChars.toLocaleString('en')} characters).`}
            error={learnError}
          >
            {(control) => (
              <Textarea
                rows={5}
                maxLength={limits.learnTextChars}
                value={copy}
                onChange={(event) => {
                  setCopy(event.target.value);
                }}
                {...control}
              />
            )}
          </FormField>
          <div>
            <Button
              type="button"
              variant="outline"
              busy={learn.isPending}
              onClick={() => {
                learn.mutate(
                  { companyId, text: copy },
                  {
                    onSuccess: setSuggestion,
                    onError: (error) => {
                      if (!(error instanceof ApiError && error.fieldErrors?.text)) failed();
                    },
                  },
                );
              }}
            >
              Learn from This Copy
            </Button>
          </div>
        </div>
      </details>
      <div aria-live="polite">
        {nothingNew && <p className="text-sm text-slate-600">Nothing new to suggest: the voice already says it.</p>}
        {!nothingNew && suggestion && (
          <div className="grid gap-2">
            <p className="text-sm font-medium text-slate-900">Suggestions: add the ones that fit</p>
            <ul className="flex flex-wrap gap-2 [&_button]:h-auto [&_button]:max-w-full [&_button]:whitespace-normal [&_button]:break-words [&_button]:text-left">
              {tone.map((word) => (
                <li key={`tone-${word}`}>
                  <Button type="button" variant="outline" aria-label={`Add tone word ${word}`} onClick={() => { onAccept({ tone: [word] }); }}>
                    + {word}
                  </Button>
                </li>
              ))}
              {preferredTerms.map((term) => (
                <li key={`term-${term.insteadOf}`}>
                  <Button type="button" variant="outline" onClick={() => { onAccept({ preferredTerms: [term] }); }}>
                    + Say "{term.use}", not "{term.insteadOf}"
                  </Button>
                </li>
              ))}
              {readingLevel && (
                <li>
                  <Button type="button" variant="outline" onClick={() => { onAccept({ readingLevel }); }}>
                    Use reading level: {STYLE_GUIDE_OPTIONS.readingLevels.find((level) => level.value === readingLevel)?.label}
                  </Button>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
