/** What other modules may use of billing (the lint rule keeps them to this file): plans and the provider. */
export { planService } from './plan.service.js';
export { PaymentProviderError, type PaymentProvider } from './payments/payment-provider.js';
