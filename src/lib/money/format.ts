/** The one money and number formatter lives in the contract, so the provider's mail formats money as the storefront does. */
export * from '../../../contract/money-format';
