import { Spinner } from './spinner';

/** Full-screen wait state, shown while the sign-in status is being checked. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <div role="status" className="flex flex-col items-center gap-4 text-slate-600">
        <Spinner />
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </div>
  );
}
