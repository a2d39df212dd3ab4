import { SandboxError } from './sandbox-error.ts';
import { sandboxId, type RecurringPeriod, type SandboxDiscount, type SandboxProduct, type SandboxStore } from './sandbox-store.ts';

/**
 * What a merchant sets up at Creem, in the sandbox: products and discount
 * codes (spec section 7's product and discount calls), and what a discount
 * takes off a payment.
 */

export interface ProductInput {
  name: string;
  description: string;
  price: number;
  currency: string;
  billingType: 'recurring' | 'onetime';
  billingPeriod: RecurringPeriod | 'once' | undefined;
  taxMode: 'inclusive' | 'exclusive' | undefined;
  taxCategory: 'saas' | 'digital-goods-service' | 'ebooks' | undefined;
  defaultSuccessUrl: string | undefined;
}

export function createProduct(store: SandboxStore, input: ProductInput): SandboxProduct {
  const recurring = input.billingType === 'recurring';
  if (recurring && (input.billingPeriod === undefined || input.billingPeriod === 'once')) {
    throw new SandboxError(400, 'billing_period: a recurring product needs every-month, every-three-months, every-six-months or every-year');
  }
  const product: SandboxProduct = {
    id: sandboxId('prod'),
    plan: undefined,
    name: input.name,
    description: input.description,
    price: input.price,
    currency: input.currency,
    billingType: input.billingType,
    billingPeriod: recurring ? (input.billingPeriod ?? 'every-month') : 'once',
    status: 'active',
    taxMode: input.taxMode ?? 'inclusive',
    taxCategory: input.taxCategory ?? 'saas',
    defaultSuccessUrl: input.defaultSuccessUrl ?? null,
    licenseKey: false,
    createdAt: store.now(),
  };
  store.products.set(product.id, product);
  return product;
}

export type DiscountInput = Omit<SandboxDiscount, 'id' | 'code' | 'status' | 'redeemCount' | 'createdAt'> & { code: string | undefined };

export function createDiscount(store: SandboxStore, input: DiscountInput): SandboxDiscount {
  if (input.type === 'percentage' && input.percentage === undefined) throw new SandboxError(400, 'percentage: required for a percentage discount');
  if (input.type === 'fixed' && input.amount === undefined) throw new SandboxError(400, 'amount: required for a fixed discount');
  if (input.duration === 'repeating' && input.durationInMonths === undefined) throw new SandboxError(400, 'duration_in_months: required for a repeating discount');
  const missing = input.appliesToProducts.find((id) => !store.products.has(id));
  if (missing) throw new SandboxError(404, `Product ${missing} not found`);
  const code = input.code ?? sandboxId('D').slice(2, 10).toUpperCase();
  if (store.findDiscountByCode(code)) throw new SandboxError(400, `A discount with the code ${code} already exists`);
  const discount: SandboxDiscount = { ...input, id: sandboxId('dis'), code, status: 'active', redeemCount: 0, createdAt: store.now() };
  store.discounts.set(discount.id, discount);
  return discount;
}

/** A discount that exists (not deleted), by id or code. */
export function findDiscount(store: SandboxStore, by: { id?: string | null; code?: string | null }): SandboxDiscount {
  const byId = by.id ? store.discounts.get(by.id) : undefined;
  const discount = byId?.status === 'active' ? byId : by.code ? store.findDiscountByCode(by.code) : undefined;
  if (!discount) throw new SandboxError(404, 'Discount not found');
  return discount;
}

export function deleteDiscount(store: SandboxStore, id: string): SandboxDiscount {
  const discount = findDiscount(store, { id });
  discount.status = 'deleted';
  return discount;
}

/** The discount a checkout's `discount_code` names, if it may be used on `productId` now. */
export function discountForCheckout(store: SandboxStore, code: string, productId: string): SandboxDiscount {
  const discount = store.findDiscountByCode(code);
  if (!discount) throw new SandboxError(404, `Discount code ${code} not found`);
  if (discount.expiryDate && discount.expiryDate.getTime() <= store.now().getTime()) throw new SandboxError(400, `Discount code ${code} has expired`);
  if (discount.maxRedemptions !== undefined && discount.redeemCount >= discount.maxRedemptions) {
    throw new SandboxError(400, `Discount code ${code} has been used up`);
  }
  if (!discount.appliesToProducts.includes(productId)) throw new SandboxError(400, `Discount code ${code} does not apply to this product`);
  return discount;
}

/** What `discount` takes off `amount` (cents), never more than the amount. */
export function discountOff(discount: SandboxDiscount, amount: number): number {
  const off = discount.type === 'percentage' ? Math.round((amount * (discount.percentage ?? 0)) / 100) : (discount.amount ?? 0);
  return Math.min(amount, Math.max(0, off));
}

/** How many payments after the first a discount still covers: null for all of them. */
export function paymentsAfterFirst(discount: SandboxDiscount): number | null {
  if (discount.duration === 'forever') return null;
  if (discount.duration === 'once') return 0;
  return Math.max(0, (discount.durationInMonths ?? 1) - 1);
}
