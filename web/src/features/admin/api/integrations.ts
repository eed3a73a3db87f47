import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentGateways, TestGatewayResult, type GatewayName } from '../../../../../shared/api/gateways';
import { Integration, IntegrationList, type IntegrationId, type SaveIntegrationBody } from '../../../../../shared/api/integrations';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const parseList = (data: unknown): Integration[] => IntegrationList.parse(data);
const parseOne = (data: unknown): Integration => Integration.parse(data);
const parseGateways = (data: unknown): PaymentGateways => PaymentGateways.parse(data);

export const useIntegrations = () =>
  useQuery({
    queryKey: queryKeys.admin.integrations,
    queryFn: ({ signal }) => call('listIntegrations', { signal, parse: parseList }),
    staleTime: 0,
  });

export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveIntegrationBody) => call('saveIntegration', { body, parse: parseOne }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.integrations }),
  });
}

export function useToggleIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: IntegrationId; isActive: boolean }) =>
      call('toggleIntegration', { params: { id }, body: { is_active: isActive }, parse: parseOne }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.integrations }),
  });
}

export const usePaymentGateways = () =>
  useQuery({
    queryKey: queryKeys.admin.paymentGateways,
    queryFn: ({ signal }) => call('getPaymentGateways', { signal, parse: parseGateways }),
    staleTime: 0,
  });

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
