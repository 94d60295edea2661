import { useCallback, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker, useNavigate, type BlockerFunction } from 'react-router';
import { useCloseMobileSidebar } from '@/components/layouts/app-shell/sidebar-state';
import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast, type ToastInput } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useSectionAnswers } from '../hooks/use-section-answers';
import { usePreCreateSections, useSaveSection } from '../hooks/use-save-section';
import { followingSections } from '../progress';
import { isSectionCardNavigation } from '../section-card-navigation';
import { SECTION_KEYS, type InterviewRecord, type QuestionSection, type QuestionsDocument } from '../types';
import { QuestionField } from './question-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

// Spec section 8.
const SAVING_RESPONSES_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Error saving responses',
  description: 'There was a problem saving your responses. Please try again.',
};
const SAVING_SECTION_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Error saving section',
  description: 'Failed to save your progress. Please try again.',
};
const COMPLETING_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Error completing interviews',
  description: 'Failed to save your progress. Please try again.',
};

/** Next saves the section, then creates the records of this many following sections (spec section 4). */
const PRE_CREATED_SECTIONS = 2;

type SectionFormProps = {
  companyId: number;
  section: QuestionSection;
  questions: QuestionsDocument;
  /** The company's records (the list, refetched every 3 s). */
  records: readonly InterviewRecord[];
};

type PendingAction = 'save' | 'next' | 'leave';

/**
 * The current section's four questions and its buttons: Save Section, Previous, Next and the
 * sample answers. 'Unsaved Changes' asks before leaving with unsaved answers (a section card,
 * Previous, any link, the address bar's history) and, as spec section 4 has it, before a section
 * card leaves a section that is not complete; a reload or closing the tab with unsaved answers
 * asks through the browser.
 */
export function SectionForm({ companyId, section, questions, records }: SectionFormProps) {
  const navigate = useNavigate();
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const saveSection = useSaveSection(companyId);
  const preCreateSections = usePreCreateSections(companyId);
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Sample answers waiting for the user to say they may replace the answers they wrote.
  // (With where focus goes back to: the menu item that asked is gone by then.)
  const [replacingWith, setReplacingWith] = useState<{
    answers: Record<string, string>;
    returnFocusTo: HTMLElement | null;
  } | null>(null);
  const sampleButton = useRef<HTMLButtonElement>(null);

  const record = records.find((candidate) => candidate.section === section.key);
  const keys = section.questions.map((question) => question.key);
  const answers = useSectionAnswers(keys, record?.responses ?? {});
  const allAnswered = keys.every((key) => answers.values[key]?.trim());

  const index = SECTION_KEYS.indexOf(section.key);
  const previous = index > 0 ? SECTION_KEYS[index - 1] : undefined;
  // None after heritage: Next then completes the interview.
  const next = SECTION_KEYS[index + 1];

  // Set just before a navigation that follows a successful save: the answers are saved (and could
  // not change meanwhile: the fields are read-only while saving), but the blocker still holds the
  // last render's verdict.
  const leavingSaved = useRef(false);
  const incomplete = !record?.completed;
  const closeMobileSidebar = useCloseMobileSidebar();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (leavingSaved.current || currentLocation.pathname === nextLocation.pathname) return false;
      const ask = answers.isDirty || (incomplete && isSectionCardNavigation(nextLocation.state));
      // The phone's menu, where the navigation may come from, gives way to the question.
      if (ask) closeMobileSidebar();
      return ask;
    },
    [answers.isDirty, incomplete, closeMobileSidebar],
  );
  const blocker = useBlocker(shouldBlock);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (answers.isDirty) event.preventDefault();
      },
      [answers.isDirty],
    ),
  );

  /** Saves what is on screen; on failure says so (the answers stay) and answers false. */
  async function save(completed: boolean, failure: ToastInput): Promise<boolean> {
    const sent = answers.values;
    try {
      await saveSection.mutateAsync({ section: section.key, recordId: record?.id, responses: sent, completed });
      answers.markSaved(sent);
      return true;
    } catch (error) {
      if (!redirectIfUnauthorized(error)) toast(failure);
      return false;
    }
  }

  async function run(action: PendingAction, task: () => Promise<void>) {
    setPending(action);
    try {
      await task();
    } finally {
      setPending(null);
    }
  }

  const onSaveSection = () =>
    run('save', async () => {
      if (await save(true, SAVING_RESPONSES_FAILED)) {
        toast({ title: 'Section saved', description: `Your answers to ${section.title} are saved.` });
      }
    });

  const onNext = () =>
    run('next', async () => {
      if (!(await save(true, next ? SAVING_SECTION_FAILED : COMPLETING_FAILED))) return;
      const following = followingSections(section.key, PRE_CREATED_SECTIONS);
      await preCreateSections(
        questions.sections
          .filter(({ key }) => following.includes(key) && !records.some((other) => other.section === key))
          .map(({ key, questions: sectionQuestions }) => ({ key, responseKeys: sectionQuestions.map((q) => q.key) })),
      );
      leavingSaved.current = true;
      await navigate(next ? `/interview/${companyId}/${next}` : `/content/${companyId}`);
    });

  const onSaveAndContinue = () =>
    run('leave', async () => {
      // Spec section 4: saved as not completed (the server still completes it when all four are answered).
      if (await save(false, SAVING_RESPONSES_FAILED)) blocker.proceed?.();
    });

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="interview-section-title" className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-indigo-700">
              {`Section ${index + 1} of ${SECTION_KEYS.length} · ${section.factor}`}
            </p>
            <h2 id="interview-section-title" className="mt-1 text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{section.description}</p>
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button ref={sampleButton} variant="outline" className="shrink-0 self-start" disabled={pending !== null}>
                Fill with Sample Data
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {questions.samples.map((sample) => (
                <DropdownMenuItem
                  key={sample.key}
                  onSelect={() => {
                    const sampleAnswers = sample.answers[section.key] ?? {};
                    // The user's own words (typed or saved) are replaced only once they say so;
                    // another sample's answers are not theirs.
                    const own = keys.some((key) => {
                      const answer = answers.values[key]?.trim();
                      return (
                        answer &&
                        !questions.samples.some((other) => other.answers[section.key]?.[key]?.trim() === answer)
                      );
                    });
                    if (own) setReplacingWith({ answers: sampleAnswers, returnFocusTo: sampleButton.current });
                    else answers.change(sampleAnswers);
                  }}
                >
                  {sample.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>

        <div className="space-y-6">
          {section.questions.map((question, questionIndex) => {
            // Open once every question before it is answered, not only the one just before.
            const earlierUnanswered = keys.slice(0, questionIndex).some((key) => !answers.values[key]?.trim());
            return (
              <QuestionField
                key={question.key}
                question={question}
                number={questionIndex + 1}
                value={answers.values[question.key] ?? ''}
                disabled={earlierUnanswered}
                readOnly={pending !== null}
                onChange={(value) => {
                  answers.change({ [question.key]: value });
                }}
                onFocus={() => {
                  answers.hold(question.key);
                }}
                onBlur={() => {
                  answers.release(question.key);
                }}
              />
            );
          })}
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="outline"
            disabled={previous === undefined || pending !== null}
            onClick={() => {
              if (previous) void navigate(`/interview/${companyId}/${previous}`);
            }}
          >
            Previous
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant="outline"
              disabled={!allAnswered || (pending !== null && pending !== 'save')}
              busy={pending === 'save'}
              onClick={() => void onSaveSection()}
            >
              {pending === 'save' ? 'Saving...' : 'Save Section'}
            </Button>
            <Button
              disabled={!allAnswered || (pending !== null && pending !== 'next')}
              busy={pending === 'next'}
              onClick={() => void onNext()}
            >
              {pending === 'next' ? 'Saving...' : 'Next'}
            </Button>
          </div>
        </div>
      </section>

      <ConfirmationDialog
        open={replacingWith !== null}
        onCancel={() => {
          setReplacingWith(null);
        }}
        returnFocusTo={replacingWith?.returnFocusTo}
        title="Replace your answers?"
        description={`The sample answers fill every question of ${section.title}, so the answers you wrote here are replaced.`}
        cancelLabel="Keep My Answers"
      >
        <Button
          onClick={() => {
            if (replacingWith) answers.change(replacingWith.answers);
            setReplacingWith(null);
          }}
        >
          Replace
        </Button>
      </ConfirmationDialog>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        sectionTitle={section.title}
        hasUnsavedAnswers={answers.isDirty}
        saving={pending === 'leave'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
        onSave={() => void onSaveAndContinue()}
      />
    </Card>
  );
}
