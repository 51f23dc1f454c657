import type { PaymentMethod } from '@arenabet/contracts/payments';
import {
  type AmountLimits,
  fromMinorUnits,
  type GeoCurrency,
  methodLimits,
  methodPresets,
  type PaymentMethodSetting,
  safeMinorUnits,
} from '@arenabet/domain';
import { ledgerCurrency } from './payment-view.ts';

/** A configured method that serves the account's currency, with its limits there. */
export interface AvailableMethod {
  setting: PaymentMethodSetting;
  limits: AmountLimits;
  view: PaymentMethod;
}

/**
 * The methods that serve a currency. Base-currency limits need the currency's rate from the
 * geo currencies; a currency without one gets only methods with limits of its own.
 */
export function availableMethods(
  settings: readonly PaymentMethodSetting[],
  currencyId: number,
  geoCurrencies: readonly GeoCurrency[],
): AvailableMethod[] {
  const { precision } = ledgerCurrency(currencyId);
  const geo = geoCurrencies.find((currency) => currency.id === currencyId);
  return settings.flatMap((setting) => {
    if (!geo && !setting.currencyLimits[currencyId]) return [];
    const currency = { id: currencyId, precision, coefConvert: geo?.coefConvert ?? 1 };
    const limits = methodLimits(setting, currency);
    if (!limits) return [];
    const decimal = (amount: number) => fromMinorUnits(safeMinorUnits(amount), precision);
    const view: PaymentMethod = {
      id: setting.id,
      kind: setting.kind,
      minAmount: decimal(limits.min),
      maxAmount: decimal(limits.max),
      presets: methodPresets(setting, currency, limits).map(decimal),
    };
    return [{ setting, limits, view }];
  });
}
