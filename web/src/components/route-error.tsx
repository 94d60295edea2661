import { buttonClasses } from '@/components/ui/button-classes';

/** What a route shows when it cannot render (its code failed to load twice, say): what to do, and a way to do it. */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="grid max-w-sm gap-3">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be loaded</h1>
        <p className="text-slate-600">Check your connection, then reload the page. Nothing you saved is lost.</p>
        <button
          type="button"
          className={`${buttonClasses()} justify-self-center`}
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </button>
      </div>
    </main>
  );
}
