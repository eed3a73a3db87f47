import { useId, type ComponentProps, type ReactNode } from 'react';

interface TitledSectionProps extends Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> {
  title: ReactNode;
  /** The heading's classes; a card's heading by default. */
  titleClassName?: string;
}

/** A region named by its own h2: the heading's id and the section's aria-labelledby are wired here. */
export function TitledSection({ title, titleClassName = 'text-lg font-bold tracking-tight', children, ...props }: TitledSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
