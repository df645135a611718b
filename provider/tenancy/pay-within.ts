import type { TenantRow } from '../http/app-bindings';

/**
 * How long an unpaid order of the tenant stays open (docs/product.md, "Desk settings:
 * preferences and money"): the owner's setting, else the deployment's ORDER_PAY_WITHIN_MINUTES.
 */
export const payWithinMinutesOf = (tenant: Pick<TenantRow, 'payWithinMinutes'>, deploymentDefault: number): number =>
  tenant.payWithinMinutes ?? deploymentDefault;
