import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/api/orders';
import { callsTo, expectLastQuery, renderApp, routeKey, urlsOf, preloadRoutes } from './render-app';
import { adminApiWith } from './admin-page';
import { order, submittedDetails } from './order-fixtures';

preloadRoutes('admin', 'admin-orders', 'admin-order');

afterEach(() => vi.restoreAllMocks());

const stats = { total: 3, pending: 1, completed: 1, failed: 1, processing: 1, revenue: 27390 };
const pending = order({
  id: 21,
  song_title: 'Dhaka Nights',
  buyer_name: 'Karim Uddin',
  buyer_email: 'karim@example.com',
  manual_payment_details: submittedDetails,
});
const completed = order({ id: 22, song_title: 'Monsoon', status: 'completed', payment_status: 'completed', license_key: 'KEY-1' });
const failed = order({ id: 23, song_title: 'Old Tape', status: 'failed', payment_status: 'failed' });
const card = order({ id: 24, song_title: 'Night Drive', amount: 2.49, currency: 'USD', payment_method: 'stripe' });

const asAdmin = adminApiWith({
  getAdminOrderStats: { body: stats },
});

const table = () => screen.findByRole('table');
const rowOf = async (id: number) => (await within(await table()).findByRole('link', { name: `#${id}` })).closest('tr')!;
/** Opens a row's actions menu and picks one item. */
async function rowAction(user: ReturnType<typeof renderApp>['user'], id: number, name: string) {
  await user.click(within(await rowOf(id)).getByRole('button', { name: `Actions for order ${id}` }));
  await user.click(within(screen.getByRole('menu', { name: `Actions for order ${id}` })).getByRole('menuitem', { name }));
}

describe('/admin/orders', () => {
  it('shows the summary cards, the table columns and the amounts in taka', async () => {
    asAdmin({ listAdminOrders: { body: [pending, completed, failed, card] } });
    const { user } = renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The card shows a placeholder until its figures arrive: wait for the figure, not the card.
    await waitFor(() => expect(screen.getByTestId('stat-Total Orders')).toHaveTextContent('3'));
    expect(screen.getByTestId('stat-Completed')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Pending')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Revenue')).toHaveTextContent('৳27,390');

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Order ID', 'Customer', 'Item', 'Amount', 'Payment', 'Status', 'Date', 'Actions']);
    const first = within(await rowOf(21));
    expect(first.getByText('Karim Uddin')).toBeInTheDocument();
    expect(first.getByText('Dhaka Nights')).toBeInTheDocument();
    expect(first.getByText('৳274')).toBeInTheDocument();
    // A card payment is stored in dollars and shown ×110.
    expect(within(await rowOf(24)).getByText('৳274')).toBeInTheDocument();
    await user.click(within(await rowOf(22)).getByRole('button', { name: 'Actions for order 22' }));
    const menu = within(screen.getByRole('menu', { name: 'Actions for order 22' }));
    expect(menu.getByRole('menuitem', { name: 'Refund order 22' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Approve order 22' })).not.toBeInTheDocument();
  });

  it('opens a row menu on its first item, moves with the arrow keys and closes with Escape back on its button', async () => {
    asAdmin({ listAdminOrders: { body: [pending] } });
    const { user } = renderApp('/admin/orders');
    const button = within(await rowOf(21)).getByRole('button', { name: 'Actions for order 21' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('menu', { name: 'Actions for order 21' }));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View details', 'Approve', 'Reject']);
    expect(menu.getByRole('menuitem', { name: 'View order 21' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('menuitem', { name: 'Approve order 21' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(menu.getByRole('menuitem', { name: 'Reject order 21' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("hints 'Order {id} failed - contact customer' on a failed row", async () => {
    asAdmin({ listAdminOrders: { body: [failed] } });
    renderApp('/admin/orders');
    expect(within(await rowOf(23)).getByText('Order 23 failed - contact customer')).toHaveAttribute('href', 'mailto:rina@example.com');
  });

  it('approves a pending order after confirmation, then reloads the list and the summary', async () => {
    const success = vi.spyOn(toast, 'success');
    let approved = false;
    const fetchMock = asAdmin({
      listAdminOrders: () => ({ body: approved ? [{ ...pending, status: 'completed', payment_status: 'completed' }] : [pending] }),
      [routeKey('approvePayment', { orderId: 21 })]: () => {
        approved = true;
        return { body: { ...pending, status: 'completed', payment_status: 'completed', license_key: 'NEW-KEY' } };
      },
    });
    const { user } = renderApp('/admin/orders');

    await rowAction(user, 21, 'Approve order 21');
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    expect(within(dialog).getByText('TXN1234')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('approvePayment', { orderId: 21 }))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Payment approved successfully!'));
    expect(callsTo(fetchMock, routeKey('approvePayment', { orderId: 21 }))).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Completed')).toBeInTheDocument());
    expect(urlsOf(fetchMock, 'listAdminOrders').length).toBeGreaterThanOrEqual(2);
    expect(urlsOf(fetchMock, 'getAdminOrderStats').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog', { name: 'Approve payment' })).not.toBeInTheDocument();
  });

  it('rejects with an optional reason, and reports a refused approval', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({
      listAdminOrders: { body: [pending, { ...pending, id: 25, song_title: 'Other' }] },
      [routeKey('rejectPayment', { orderId: 21 })]: { body: { ...pending, status: 'failed', payment_status: 'failed' } },
      [routeKey('approvePayment', { orderId: 25 })]: { status: 409, body: { error: 'Order is not pending', code: 'CONFLICT' } },
    });
    const { user } = renderApp('/admin/orders');

    await rowAction(user, 21, 'Reject order 21');
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Transaction not found');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payment rejected'));
    expect(callsTo(fetchMock, routeKey('rejectPayment', { orderId: 21 }))[0]?.body).toEqual({ reason: 'Transaction not found' });

    await rowAction(user, 25, 'Approve order 25');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve payment' })).getByRole('button', { name: 'Approve Payment' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to approve payment', { description: 'Order is not pending' }));
  });

  it('sends the search and the status filter to the API', async () => {
    const fetchMock = asAdmin({ listAdminOrders: { body: [] } });
    const { user } = renderApp('/admin/orders');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Processing (payment submitted)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'karim');

    await expectLastQuery(fetchMock, 'listAdminOrders', { status: 'pending', q: 'karim' });
  });

  it("pages by cursor, with 'Showing X to Y of Z orders' only when there is more than one page", async () => {
    const firstPage: Order[] = Array.from({ length: 10 }, (_, i) => order({ id: 100 - i }));
    const fetchMock = asAdmin({
      listAdminOrders: (_body, _init, url) =>
        url.searchParams.get('cursor') === 'c2' ? { body: [order({ id: 50 })] } : { body: firstPage, headers: { 'X-Next-Cursor': 'c2' } },
      getAdminOrderStats: { body: { ...stats, total: 11 } },
    });
    const { user } = renderApp('/admin/orders');

    expect(await screen.findByText('Showing 1 to 10 of 11 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 11 of 11 orders')).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listAdminOrders').at(-1)?.searchParams.get('cursor')).toBe('c2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 10 of 11 orders')).toBeInTheDocument();
  });

  it('shows the processing total from its counter when the processing filter spans pages', async () => {
    const firstPage: Order[] = Array.from({ length: 10 }, (_, i) => order({ id: 200 - i }));
    asAdmin({
      listAdminOrders: (_body, _init, url) =>
        url.searchParams.get('status') === 'processing' ? { body: firstPage, headers: { 'X-Next-Cursor': 'p2' } } : { body: [pending] },
      getAdminOrderStats: { body: { ...stats, total: 40, pending: 20, processing: 12 } },
    });
    const { user } = renderApp('/admin/orders');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'processing');
    expect(await screen.findByText('Showing 1 to 10 of 12 orders')).toBeInTheDocument();
  });

  it('reads on into older orders when a search slice found nothing, until the old match shows', async () => {
    const old = order({ id: 3, song_title: 'Forgotten Song', buyer_name: 'Zubaida Needle' });
    const fetchMock = asAdmin({
      listAdminOrders: (_body, _init, url) => {
        if (!url.searchParams.get('q')) return { body: [pending] };
        const cursor = url.searchParams.get('cursor');
        if (cursor === 's2') return { body: [old] };
        return { body: [], headers: { 'X-Next-Cursor': cursor === 's1' ? 's2' : 's1' } };
      },
    });
    const { user } = renderApp('/admin/orders');
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'zubaida');
    expect(await screen.findByText('No matches in the orders searched so far; older orders remain.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search older orders' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'listAdminOrders').at(-1)?.searchParams.get('cursor')).toBe('s1'));
    await user.click(await screen.findByRole('button', { name: 'Search older orders' }));
    expect(await within(await table()).findByText('Forgotten Song')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search older orders' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listAdminOrders').at(-1)?.searchParams.get('q')).toBe('zubaida');
  });

  it('hides the pagination line on a single page', async () => {
    asAdmin({ listAdminOrders: { body: [pending] } });
    renderApp('/admin/orders');
    await rowOf(21);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('refreshes, and exports the orders by following the download link the server answers', async () => {
    const success = vi.spyOn(toast, 'success');
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const link = 'https://media.example/exports/orders/01J.csv?X-Amz-Signature=abc';
    const fetchMock = asAdmin({
      listAdminOrders: { body: [pending] },
      exportAdminOrders: (_body, _init, url) =>
        url.searchParams.get('job') === null
          ? { body: { status: 'running', job: '01ARZ3NDEKTSV4RRFFQ69G5FAV', rows: 1000 } }
          : {
              body: {
                status: 'ready',
                job: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
                rows: 1500,
                url: link,
                filename: 'orders-2026-11-26.csv',
                expiresAt: '2026-11-26T12:05:00.000Z',
              },
            },
    });
    const { user } = renderApp('/admin/orders');
    await rowOf(21);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Orders refreshed!'));

    await user.click(screen.getByRole('button', { name: 'Export Orders' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Orders exported successfully!'));
    const exportCall = callsTo(fetchMock, 'exportAdminOrders')[0]!;
    expect(exportCall.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(urlsOf(fetchMock, 'exportAdminOrders').map((u) => u.searchParams.get('job'))).toEqual([null, '01ARZ3NDEKTSV4RRFFQ69G5FAV']);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toEqual({ href: link, download: 'orders-2026-11-26.csv' });
  });

  it("says 'Failed to export orders' when the export fails", async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({ listAdminOrders: { body: [pending] }, exportAdminOrders: { status: 500, body: { error: 'Internal error' } } });
    const { user } = renderApp('/admin/orders');
    await rowOf(21);
    await user.click(screen.getByRole('button', { name: 'Export Orders' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to export orders'));
  });
});

describe('/admin/orders/:orderId', () => {
  it("shows 'Loading order details...' and then every section of a pending order, with approve and reject", async () => {
    asAdmin({ [routeKey('getOrder', { orderId: 21 })]: { body: pending } });
    renderApp('/admin/orders/21');

    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #21' })).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Customer Information' }));
    expect(customer.getByText('Karim Uddin')).toBeInTheDocument();
    expect(customer.getByText('karim@example.com')).toBeInTheDocument();
    expect(customer.getByText('u1')).toBeInTheDocument();
    const info = within(screen.getByRole('region', { name: 'Order Information' }));
    expect(info.getByText('Dhaka Nights')).toBeInTheDocument();
    expect(info.getByText('song-42')).toBeInTheDocument();
    const payment = within(screen.getByRole('region', { name: 'Payment Information' }));
    expect(payment.getByText('৳274')).toBeInTheDocument();
    expect(payment.getByText('bKash')).toBeInTheDocument();
    expect(payment.getByText('Pending')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'License Information' })).getByText('Will be generated after payment approval'),
    ).toBeInTheDocument();
    // Labelled fields, not the stored JSON.
    const details = within(screen.getByRole('region', { name: 'Payment Details' }));
    const field = (label: string) => details.getByText(label).nextElementSibling;
    expect(field('Paid with')).toHaveTextContent('bKash');
    expect(field('Sender account')).toHaveTextContent(submittedDetails.senderWallet);
    expect(field('Transaction ID')).toHaveTextContent(submittedDetails.transactionId);
    expect(field('Submitted')).toHaveTextContent('2025');
    expect(details.queryByText(/[{}"]/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Orders' })).toBeInTheDocument();
  });

  it('shows the key of a completed order and no actions; a failed one has no key and no details section', async () => {
    asAdmin({ [routeKey('getOrder', { orderId: 22 })]: { body: completed }, [routeKey('getOrder', { orderId: 23 })]: { body: failed } });
    const { router } = renderApp('/admin/orders/22');
    expect(await within(await screen.findByRole('region', { name: 'License Information' })).findByText('KEY-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await router.navigate('/admin/orders/23');
    await screen.findByRole('heading', { level: 1, name: 'Order #23' });
    expect(
      await within(await screen.findByRole('region', { name: 'License Information' })).findByText('No license key generated'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment Details' })).not.toBeInTheDocument();
  });

  it('shows a subscription order with its plan and without a licence section', async () => {
    const subscription = order({
      id: 25,
      type: 'subscription',
      title: 'Pro plan',
      song_title: null,
      song_artist: null,
      song_id: null,
      plan_id: 'pro',
      amount: 1089,
      manual_payment_details: submittedDetails,
    });
    asAdmin({ listAdminOrders: { body: [subscription] }, [routeKey('getOrder', { orderId: 25 })]: { body: subscription } });
    const { user, router } = renderApp('/admin/orders');

    const row = within(await rowOf(25));
    expect(row.getByText('Pro plan')).toBeInTheDocument();
    expect(row.getByText('Subscription')).toBeInTheDocument();
    await rowAction(user, 25, 'Approve order 25');
    expect(
      within(await screen.findByRole('dialog', { name: 'Approve payment' })).getByText(/the subscription is activated/),
    ).toBeInTheDocument();

    await router.navigate('/admin/orders/25');
    const info = within(await screen.findByRole('region', { name: 'Order Information' }));
    expect(info.getByText('Plan')).toBeInTheDocument();
    expect(info.getByText('Pro plan')).toBeInTheDocument();
    expect(info.getByText('pro')).toBeInTheDocument();
    expect(info.queryByText('Song')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'License Information' })).not.toBeInTheDocument();
  });

  it("shows 'Order not found' for an unknown id", async () => {
    asAdmin({});
    renderApp('/admin/orders/999');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});

describe('a refund due (an exclusive sale closed a submitted manual payment)', () => {
  const reason = '"Old Tape" was sold exclusively to another buyer. Your payment will be refunded.';
  const due = order({
    id: 26,
    song_title: 'Old Tape',
    status: 'failed',
    payment_status: 'failed',
    rejection_reason: reason,
    manual_payment_details: submittedDetails,
    refund_due: true,
  });
  const refunded: Order = {
    ...due,
    status: 'refunded',
    payment_status: 'refunded',
    refund_due: undefined,
    refunded_at: '2026-11-27T18:00:00.000Z',
    refund_reason: '"Old Tape" was sold exclusively to another buyer. Your payment was refunded.',
  };

  it('filters the list on it, badges the row, and marks it refunded after confirmation with a note', async () => {
    const success = vi.spyOn(toast, 'success');
    let marked = false;
    const fetchMock = asAdmin({
      listAdminOrders: () => ({ body: [marked ? refunded : due, failed] }),
      [routeKey('markOrderRefunded', { orderId: 26 })]: () => {
        marked = true;
        return { body: refunded };
      },
    });
    const { user } = renderApp('/admin/orders');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'refund_due');
    await waitFor(() => expect(urlsOf(fetchMock, 'listAdminOrders').at(-1)!.searchParams.get('status')).toBe('refund_due'));
    expect(within(await rowOf(26)).getByText('Refund due')).toBeInTheDocument();
    expect(within(await rowOf(23)).queryByText('Refund due')).not.toBeInTheDocument();

    await rowAction(user, 26, 'Mark order 26 refunded');
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund as paid' });
    expect(within(dialog).getByText('TXN1234')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('markOrderRefunded', { orderId: 26 }))).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'bKash refund 8HX21');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Refund recorded: the buyer is emailed'));
    expect(callsTo(fetchMock, routeKey('markOrderRefunded', { orderId: 26 }))).toEqual([
      expect.objectContaining({ body: { note: 'bKash refund 8HX21' } }),
    ]);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Refunded')).toBeInTheDocument());
    expect(within(await rowOf(26)).queryByText('Refund due')).not.toBeInTheDocument();
  });

  it('shows it on the order page with Mark refunded instead of approve and reject, and a refused mark says why', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({
      [routeKey('getOrder', { orderId: 26 })]: { body: due },
      [routeKey('markOrderRefunded', { orderId: 26 })]: {
        status: 409,
        body: { error: 'This order was already refunded', code: 'ALREADY_REFUNDED' },
      },
    });
    const { user } = renderApp('/admin/orders/26');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #26' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Refund due');
    expect(within(screen.getByRole('region', { name: 'Payment Information' })).getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund as paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to record the refund', { description: 'This order was already refunded' }),
    );
    expect(callsTo(fetchMock, routeKey('markOrderRefunded', { orderId: 26 }))).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('shows when and why a refunded order was paid back', async () => {
    asAdmin({ [routeKey('getOrder', { orderId: 26 })]: { body: refunded } });
    renderApp('/admin/orders/26');
    const payment = within(await screen.findByRole('region', { name: 'Payment Information' }));
    expect(payment.getByText('Refunded', { selector: '[data-status]' })).toBeInTheDocument();
    expect(payment.getByText(refunded.refund_reason!)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).not.toBeInTheDocument();
  });
});
