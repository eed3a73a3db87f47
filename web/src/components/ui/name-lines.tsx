import { cn } from '../../lib/cn';

interface NameLinesProps {
  name: string;
  detail: string;
  /** The element of each line: a heading for a card's title, spans inside a table cell. */
  nameAs?: 'p' | 'h3' | 'span';
  detailAs?: 'p' | 'span';
  /** How both lines are cut (truncate, line-clamp, a max width). */
  fit?: string;
  nameClassName?: string;
  detailClassName?: string;
}

/** A name over one detail line (title and artist, name and email), each cut to fit and whole on hover. */
export function NameLines({
  name,
  detail,
  nameAs: Name = 'p',
  detailAs: Detail = 'p',
  fit = 'truncate',
  nameClassName = 'font-medium text-ink',
  detailClassName = 'text-sm text-muted',
}: NameLinesProps) {
  return (
    <>
      <Name className={cn(fit, nameClassName)} title={name}>
        {name}
      </Name>
      <Detail className={cn(fit, detailClassName)} title={detail}>
        {detail}
      </Detail>
    </>
  );
}
