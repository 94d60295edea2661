import { GenerateContentButton, type ContentGeneration } from './generate-content-button';

/** Spec section 2: shown once all four sections are complete. */
export function ReadyToGenerate({ companyId, generation }: { companyId: number; generation: ContentGeneration }) {
  return (
    <section aria-labelledby="ready-to-generate" className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
      <h2 id="ready-to-generate" className="text-base font-semibold text-emerald-900">
        Ready to generate content
      </h2>
      <p className="text-sm text-emerald-900">
        All four sections are complete. Turn your answers into core messaging, website copy, pitches and an objection sheet.
      </p>
      <GenerateContentButton companyId={companyId} firstIncomplete={null} generation={generation} className="w-full" />
    </section>
  );
}
