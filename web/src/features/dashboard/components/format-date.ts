import { formatDate as localDate, formatDateTime as localDateTime } from '../../../lib/format-locale';

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : localDate(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : localDateTime(date);
}
