import {
  checkoutEntityToJSON,
  customerEntityToJSON,
  discountEntityToJSON,
  licenseEntityToJSON,
  productEntityToJSON,
  productListEntityToJSON,
  refundEntityToJSON,
  subscriptionEntityToJSON,
  transactionEntityToJSON,
  transactionListEntityToJSON,
  webhookSubscriptionEntityToJSON,
  type CheckoutEntity,
  type CustomerEntity,
  type DiscountEntity,
  type LicenseEntity,
  type OrderEntity,
  type ProductEntity,
  type SubscriptionEntity,
  type TransactionEntity,
} from 'creem/models/components';
import type {
  SandboxCheckout,
  SandboxCustomer,
  SandboxDiscount,
  SandboxLicense,
  SandboxOrder,
  SandboxProduct,
  SandboxStore,
  SandboxSubscription,
  SandboxTransaction,
} from './sandbox-store.ts';

/**
 * The sandbox's records as the SDK's own entity types, serialized by the
 * SDK's own `...ToJSON` functions: whatever the sandbox sends is, by
 * construction, what the real `creem` SDK reads (snake_case, ISO dates).
 */

const mode = 'sandbox' as const;

export function productEntity(product: SandboxProduct): ProductEntity {
  return {
    id: product.id,
    mode,
    object: 'product',
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    billingType: product.billingType,
    billingPeriod: product.billingPeriod,
    status: product.status,
    taxMode: product.taxMode,
    taxCategory: product.taxCategory,
    defaultSuccessUrl: product.defaultSuccessUrl,
    features: product.licenseKey ? [{ id: `feat_${product.id}`, type: 'licenseKey', description: 'A license key' }] : [],
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
  };
}

export function customerEntity(customer: SandboxCustomer): CustomerEntity {
  return {
    id: customer.id,
    mode,
    object: 'customer',
    email: customer.email,
    name: customer.name,
    country: 'NL',
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  };
}

export function transactionEntity(transaction: SandboxTransaction): TransactionEntity {
  return {
    id: transaction.id,
    mode,
    object: 'transaction',
    amount: transaction.amount,
    amountPaid: transaction.amountPaid,
    discountAmount: transaction.discountAmount,
    currency: transaction.currency,
    type: transaction.type,
    taxCountry: 'NL',
    taxAmount: 0,
    status: transaction.status,
    refundedAmount: transaction.refundedAmount,
    order: transaction.orderId ?? null,
    subscription: transaction.subscriptionId ?? null,
    customer: transaction.customerId,
    description: transaction.description,
    ...(transaction.periodStart === undefined ? {} : { periodStart: transaction.periodStart }),
    ...(transaction.periodEnd === undefined ? {} : { periodEnd: transaction.periodEnd }),
    createdAt: transaction.createdAt,
  };
}

export function discountEntity(discount: SandboxDiscount): DiscountEntity {
  return {
    id: discount.id,
    mode,
    object: 'discount',
    status: discount.status,
    name: discount.name,
    code: discount.code,
    type: discount.type,
    ...(discount.amount === undefined ? {} : { amount: discount.amount }),
    ...(discount.currency === undefined ? {} : { currency: discount.currency }),
    ...(discount.percentage === undefined ? {} : { percentage: discount.percentage }),
    ...(discount.expiryDate === undefined ? {} : { expiryDate: discount.expiryDate }),
    ...(discount.maxRedemptions === undefined ? {} : { maxRedemptions: discount.maxRedemptions }),
    duration: discount.duration,
    ...(discount.durationInMonths === undefined ? {} : { durationInMonths: discount.durationInMonths }),
    appliesToProducts: discount.appliesToProducts,
    redeemCount: discount.redeemCount,
  };
}

/** Creem's pagination block for page `page` of `total` items, `pageSize` a page. */
function pagination(page: number, pageSize: number, total: number) {
  return {
    totalRecords: total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    currentPage: page,
    nextPage: page * pageSize < total ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
  };
}

export function orderEntity(order: SandboxOrder): OrderEntity {
  return {
    id: order.id,
    mode,
    object: 'order',
    customer: order.customerId,
    product: order.productId,
    transaction: order.transactionId,
    amount: order.amount,
    subTotal: order.amount,
    taxAmount: 0,
    discountAmount: 0,
    amountDue: 0,
    amountPaid: order.amount,
    currency: 'USD',
    status: 'paid',
    type: order.type,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
  };
}

export function licenseEntity(license: SandboxLicense, instanceId?: string): LicenseEntity {
  const instance = license.instances.find((candidate) => candidate.id === instanceId) ?? license.instances.at(-1);
  return {
    id: license.id,
    mode,
    object: 'license',
    productId: license.productId,
    status: license.status,
    key: license.key,
    activation: license.instances.filter((candidate) => candidate.status === 'active').length,
    activationLimit: license.activationLimit,
    expiresAt: null,
    createdAt: license.createdAt,
    instance: instance ? { id: instance.id, mode, object: 'license-instance', name: instance.name, status: instance.status, createdAt: instance.createdAt } : null,
  };
}

function requireRecord<T>(map: Map<string, T>, id: string, what: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`sandbox: no ${what} ${id}`);
  return found;
}

export function subscriptionEntity(store: SandboxStore, subscription: SandboxSubscription): SubscriptionEntity {
  const product = requireRecord(store.products, subscription.productId, 'product');
  const customer = requireRecord(store.customers, subscription.customerId, 'customer');
  const lastTransaction = subscription.lastTransactionId ? store.transactions.get(subscription.lastTransactionId) : undefined;
  return {
    id: subscription.id,
    mode,
    object: 'subscription',
    product: productEntity(product),
    customer: customerEntity(customer),
    items: [{ id: subscription.itemId, mode, object: 'subscription_item', productId: product.id, priceId: `pprice_${product.id}`, units: subscription.units }],
    collectionMethod: 'charge_automatically',
    status: subscription.status,
    ...(lastTransaction
      ? {
          lastTransactionId: lastTransaction.id,
          lastTransaction: transactionEntity(lastTransaction),
          lastTransactionDate: new Date(lastTransaction.createdAt),
        }
      : {}),
    ...(subscription.status === 'active' || subscription.status === 'trialing' ? { nextTransactionDate: subscription.currentPeriodEnd } : {}),
    currentPeriodStartDate: subscription.currentPeriodStart,
    currentPeriodEndDate: subscription.currentPeriodEnd,
    canceledAt: subscription.canceledAt,
    createdAt: subscription.createdAt,
    updatedAt: subscription.updatedAt,
    metadata: subscription.metadata,
  };
}

export function checkoutEntity(store: SandboxStore, checkout: SandboxCheckout, checkoutUrl: string): CheckoutEntity {
  const product = requireRecord(store.products, checkout.productId, 'product');
  const customer = checkout.customerId ? store.customers.get(checkout.customerId) : undefined;
  const order = checkout.orderId ? store.orders.get(checkout.orderId) : undefined;
  const subscription = checkout.subscriptionId ? store.subscriptions.get(checkout.subscriptionId) : undefined;
  const license = checkout.licenseId ? store.licenses.get(checkout.licenseId) : undefined;
  return {
    id: checkout.id,
    mode,
    object: 'checkout',
    status: checkout.status,
    ...(checkout.requestId === undefined ? {} : { requestId: checkout.requestId }),
    product: productEntity(product),
    units: checkout.units,
    ...(order ? { order: orderEntity(order) } : {}),
    ...(subscription ? { subscription: subscriptionEntity(store, subscription) } : {}),
    ...(customer ? { customer: customerEntity(customer) } : {}),
    customFields: [],
    checkoutUrl,
    successUrl: checkout.successUrl ?? null,
    ...(license
      ? {
          licenseKeys: [licenseEntity(license)],
          feature: { type: 'licenseKey', description: 'A license key', license: { ...licenseEntity(license), instance: null } },
        }
      : {}),
    metadata: checkout.metadata,
  };
}

/** JSON text of an entity, as Creem's API answers it. */
export const toJson = {
  product: (product: SandboxProduct) => productEntityToJSON(productEntity(product)),
  customer: (customer: SandboxCustomer) => customerEntityToJSON(customerEntity(customer)),
  subscription: (store: SandboxStore, subscription: SandboxSubscription) => subscriptionEntityToJSON(subscriptionEntity(store, subscription)),
  checkout: (store: SandboxStore, checkout: SandboxCheckout, url: string) => checkoutEntityToJSON(checkoutEntity(store, checkout, url)),
  license: (license: SandboxLicense, instanceId?: string) => licenseEntityToJSON(licenseEntity(license, instanceId)),
  transaction: (transaction: SandboxTransaction) => transactionEntityToJSON(transactionEntity(transaction)),
  transactions: (items: SandboxTransaction[], page: number, pageSize: number, total: number) =>
    transactionListEntityToJSON({ items: items.map(transactionEntity), pagination: pagination(page, pageSize, total) }),
  products: (items: SandboxProduct[], page: number, pageSize: number, total: number) =>
    productListEntityToJSON({ items: items.map(productEntity), pagination: pagination(page, pageSize, total) }),
  discount: (discount: SandboxDiscount) => discountEntityToJSON(discountEntity(discount)),
};

/** A webhook's `object`, as plain JSON (parsed back from the SDK's serialization). */
export const webhookObject = {
  subscription: (store: SandboxStore, subscription: SandboxSubscription): unknown => {
    const entity = subscriptionEntity(store, subscription);
    const product = requireRecord(store.products, subscription.productId, 'product');
    const customer = requireRecord(store.customers, subscription.customerId, 'customer');
    return JSON.parse(webhookSubscriptionEntityToJSON({ ...entity, product: productEntity(product), customer: customerEntity(customer) }));
  },
  checkout: (store: SandboxStore, checkout: SandboxCheckout, url: string): unknown => JSON.parse(toJson.checkout(store, checkout, url)),
  refund: (store: SandboxStore, transaction: SandboxTransaction, amount: number, createdAt: number): unknown => {
    const subscription = transaction.subscriptionId ? store.subscriptions.get(transaction.subscriptionId) : undefined;
    const order = transaction.orderId ? store.orders.get(transaction.orderId) : undefined;
    const customer = store.customers.get(transaction.customerId);
    return JSON.parse(
      refundEntityToJSON({
        id: `ref_${transaction.id}_${createdAt}`,
        mode,
        object: 'refund',
        status: 'succeeded',
        refundAmount: amount,
        refundCurrency: transaction.currency,
        reason: 'requested_by_customer',
        transaction: transactionEntity(transaction),
        ...(order ? { order: orderEntity(order) } : {}),
        ...(subscription ? { subscription: subscriptionEntity(store, subscription) } : {}),
        ...(customer ? { customer: customerEntity(customer) } : {}),
        createdAt,
      }),
    );
  },
};
