import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceLoader, type InvoiceNotFound } from '../../web/src/components/invoices/invoice-loader';
import { AppRouter } from '../../web/src/app/router';
import { ApiError } from '../../web/src/lib/api-client';
import { currentPath, memoryRouter } from './render-app';

afterEach(() => vi.restoreAllMocks());

const NOT_FOUND: InvoiceNotFound = {
  message: 'Thing not found',
  title: 'Thing Not Found',
  text: 'This thing does not exist or belongs to another account.',
  exit: { to: '/things', label: 'All things' },
};

function renderLoader(load: () => Promise<string>) {
  function Page() {
    const query = useQuery({ queryKey: ['thing'], queryFn: load });
    return (
      <InvoiceLoader query={query} notFound={NOT_FOUND}>
        {(thing) => <p>Invoice for {thing}</p>}
      </InvoiceLoader>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = memoryRouter(['/', '/thing'], 1);
  const table = [
    { path: '/thing', element: <Page /> },
    { path: '/things', element: <p>Thing list</p> },
  ];
  render(
    <QueryClientProvider client={queryClient}>
      <AppRouter router={router} table={table} />
    </QueryClientProvider>,
  );
  return router;
}

describe('InvoiceLoader', () => {
  it('shows a spinner while loading, then the invoice', async () => {
    renderLoader(() => Promise.resolve('order 42'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoice…');
    expect(await screen.findByText('Invoice for order 42')).toBeInTheDocument();
  });

  it.each([404, 400])('answers a %i with one toast and replaces the page with the exit', async (status) => {
    const error = vi.spyOn(toast, 'error');
    const router = renderLoader(() => Promise.reject(new ApiError('Not found', { status })));

    await waitFor(() => expect(currentPath(router)).toBe('/things'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Thing not found');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers a retry when the invoice could not be loaded, and shows it once it loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('Internal error', { status: 500 }))
      .mockResolvedValue('order 42');
    const error = vi.spyOn(toast, 'error');
    renderLoader(load);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invoice for order 42')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
