/** Class names the account, cart and notification screens share, so their controls look alike. */
const button = 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const ui = {
  card: 'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6',
  sectionTitle: 'text-lg font-semibold text-gray-900 focus:outline-none',
  primaryButton: `${button} bg-primary-ink text-white hover:opacity-90`,
  secondaryButton: `${button} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`,
  dangerButton: `${button} bg-red-700 text-white hover:bg-red-800`,
  linkButton: 'rounded text-sm font-medium text-primary-ink underline-offset-2 hover:underline disabled:opacity-60',
} as const;
