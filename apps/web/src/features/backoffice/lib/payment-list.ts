import type { BackofficePayment } from '@arenabet/contracts/payments';

interface List {
  payments: BackofficePayment[];
  hasMore: boolean;
}

/** The list with one payment swapped for its newer state; a list without it is returned as is. */
export function replacePayment<L extends List>(list: L, payment: BackofficePayment): L {
  if (!list.payments.some((item) => item.id === payment.id)) return list;
  return {
    ...list,
    payments: list.payments.map((item) => (item.id === payment.id ? payment : item)),
  };
}

/** How many still wait; "50+" when the first page is full and more exist. */
export function pendingCountLabel(list: List | undefined): string | null {
  if (!list) return null;
  const count = list.payments.filter((payment) => payment.status === 'pending').length;
  return list.hasMore ? `${count}+` : String(count);
}
