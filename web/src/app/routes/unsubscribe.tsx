import { site } from '../../config/site';
import { UnsubscribePage } from '../../features/artists/components/unsubscribe-page';

export function Component() {
  return (
    <>
      <title>{`Unsubscribe · ${site.name}`}</title>
      <UnsubscribePage />
    </>
  );
}
