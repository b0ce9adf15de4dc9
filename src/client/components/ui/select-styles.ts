/** The picker trigger's look, shared by the real trigger (select.tsx) and SelectField's stand-in. */
export const selectTriggerClasses =
  'flex min-h-12 w-full items-center justify-between gap-2 rounded-2xl border border-night-600 bg-night-950/70 px-4 py-2 text-left text-base text-mist-100 transition-colors hover:border-lavender-400/70 aria-[invalid=true]:border-red-400 data-[placeholder]:text-lavender-300/90';
