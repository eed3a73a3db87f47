import { useState } from 'react';

const SIZES = { sm: 'size-7 text-xs', md: 'size-10 text-base', lg: 'size-16 text-2xl' } as const;

/** A person's picture, or the first letter of their name when they have none (or it fails to load). */
export function Avatar({
  name,
  url,
  size = 'md',
  className = '',
}: {
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]} ${className}`;
  if (url && failed !== url) {
    return <img src={url} alt="" className={`${base} object-cover`} onError={() => setFailed(url)} data-testid="avatar-image" />;
  }
  return (
    <span aria-hidden="true" className={`${base} bg-brand font-extrabold text-canvas`} data-testid="avatar-initial">
      {(name.trim() || 'M').charAt(0).toUpperCase()}
    </span>
  );
}
