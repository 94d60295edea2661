/** Full-screen wait state, shown while the sign-in status is being checked. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <div role="status" className="flex flex-col items-center gap-4 text-slate-600">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-600 motion-reduce:animate-none"
        />
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </div>
  );
}
