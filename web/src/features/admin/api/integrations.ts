import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentGateways, TestGatewayResult, type GatewayName } from '../../../../../shared/api/gateways';
import { Integration, IntegrationList, type IntegrationId, type SaveIntegrationBody } from '../../../../../shared/api/integrations';
import { call } from '../../../lib/api-client';
import { useFreshQuery, useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

const parseList = (data: unknown): Integration[] => IntegrationList.parse(data);
const parseOne = (data: unknown): Integration => Integration.parse(data);
const parseGateways = (data: unknown): PaymentGateways => PaymentGateways.parse(data);

export const useIntegrations = () =>
  useFreshQuery(queryKeys.admin.integrations, (signal) => call('listIntegrations', { signal, parse: parseList }));

export const useSaveIntegration = () =>
  useRefreshingMutation(
    (body: SaveIntegrationBody) => call('saveIntegration', { body, parse: parseOne }),
    [queryKeys.admin.integrations],
    'success',
  );

export const useToggleIntegration = () =>
  useRefreshingMutation(
    ({ id, isActive }: { id: IntegrationId; isActive: boolean }) =>
      call('toggleIntegration', { params: { id }, body: { is_active: isActive }, parse: parseOne }),
    [queryKeys.admin.integrations],
    'success',
  );

export const usePaymentGateways = () =>
  useFreshQuery(queryKeys.admin.paymentGateways, (signal) => call('getPaymentGateways', { signal, parse: parseGateways }));

export function useSavePaymentGateways() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentGateways) => call('savePaymentGateways', { body, parse: parseGateways }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.paymentGateways, saved),
  });
}

export const useTestPaymentGateway = () =>
  useMutation({
    mutationFn: ({ name, settings }: { name: GatewayName; settings: PaymentGateways[GatewayName] }) =>
      call('testPaymentGateway', { params: { name }, body: settings, parse: (data) => TestGatewayResult.parse(data) }),
  });
