export const playerIconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-raised disabled:opacity-50';
