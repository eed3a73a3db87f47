import { site } from '../../config/site';
import { RefundPage } from '../../features/legal/components/refund-page';

export function Component() {
  return (
    <>
      <title>{`Refund Policy · ${site.name}`}</title>
      <RefundPage />
    </>
  );
}
