import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { artistEarnings, asArtist } from './studio-fixtures';
import { retype } from './form-fields';

preloadRoutes('studio');

const payoutForm = async () => within((await screen.findByRole('button', { name: 'Request payout' })).closest('form')!);

describe('/studio sales and earnings', () => {
  it('lists each sale with gross, commission and net in the store’s currency and no buyer, and plays and sales per song', async () => {
    asArtist();
    renderApp('/studio');
    const table = await screen.findByRole('table', { name: 'Sales' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Song', 'Gross', 'Commission', 'Net']);
    // ৳3,849 at ×110 is $34.99; the commission ৳384.90 is $3.50 and the net ৳3,464.10 is $31.49.
    expect(rows[1]).toHaveTextContent('Glass Harbour');
    expect(rows[1]).toHaveTextContent('$34.99');
    expect(rows[1]).toHaveTextContent('$3.50 (10%)');
    expect(rows[1]).toHaveTextContent('$31.49');
    expect(table.textContent).not.toMatch(/@|Rina|buyer/i);

    const perSong = within(screen.getByRole('table', { name: 'Plays and sales per song' })).getAllByRole('row');
    expect(perSong.map((r) => r.textContent)).toEqual(['SongPlaysSalesNet', 'Glass Harbour91$31.49', 'Low Tide30$0.00']);
    expect(screen.getByText(/Plays: 12 · Sales: 1 · Gross \$34\.99/)).toBeInTheDocument();
    expect(await screen.findByText('$31.49', { selector: '[data-figure="available"]' })).toBeInTheDocument();
  });

  it('shows taka figures when the store’s currency is taka', async () => {
    asArtist({}, { currency: 'BDT' });
    renderApp('/studio');
    const table = await screen.findByRole('table', { name: 'Sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('৳3,464.10'));
  });

  it('refuses an amount under the minimum or over the balance before sending, and shows a refusal of the server under the amount', async () => {
    const api = asArtist({
      getArtistEarnings: { body: artistEarnings({ available: 1200.5, min_payout: 1000 }) },
      requestArtistPayout: {
        status: 409,
        body: { error: 'The amount is more than your available balance', message: 'x', code: 'INSUFFICIENT_BALANCE' },
      },
    });
    const { user } = renderApp('/studio');
    expect(await screen.findByText(/Minimum payout ৳1,000 \(\$9\.09\)\. Paid within 5–7 business days\./)).toBeInTheDocument();
    expect(screen.getByText('You can withdraw ৳1,200.50 ($10.91).')).toBeInTheDocument();
    const form = await payoutForm();
    await user.type(form.getByLabelText('Amount (BDT)'), '999');
    await user.type(form.getByLabelText('Number or account'), '01812345678');
    await user.click(form.getByRole('button', { name: 'Request payout' }));
    expect(await form.findByText('The minimum payout is ৳1,000 ($9.09)')).toBeInTheDocument();

    await retype(user, form, 'Amount (BDT)', '1200.51');
    await user.click(form.getByRole('button', { name: 'Request payout' }));
    expect(await form.findByText('The amount is more than your available balance')).toBeInTheDocument();

    await retype(user, form, 'Amount (BDT)', '1000');
    await retype(user, form, 'Number or account', '12345');
    await user.click(form.getByRole('button', { name: 'Request payout' }));
    expect(
      await form.findByText('Enter a Bangladeshi mobile number like 01XXXXXXXXX for a wallet, or an 8 to 20 digit bank account'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'requestArtistPayout')).toHaveLength(0);

    // The balance moved meanwhile (another request held part of it): the server's 409 lands under the amount.
    await retype(user, form, 'Number or account', '01812345678');
    await user.selectOptions(form.getByLabelText('Method'), 'nagad');
    await user.click(form.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(callsTo(api, 'requestArtistPayout')).toHaveLength(1));
    expect(callsTo(api, 'requestArtistPayout')[0]!.body).toEqual({ amount: 1000, method: 'nagad', account: '01812345678' });
    expect(await form.findByText('The amount is more than your available balance')).toBeInTheDocument();
  });
});
