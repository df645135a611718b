import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import { DeskPreferences, ExchangeRateChange, ExchangeRateSettings } from '../../../contract/desk-preferences';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const settingsRoute = { tags: ['Desk settings'], ...deskRoute(DESK_AREAS.settings) };
const READ_REFUSALS = { ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE } as const;
/** Both writes move money rules, so they ask for a second factor as money actions do. */
const WRITE_REFUSALS = {
  400: problem('Malformed body or out of bounds (VALIDATION_FAILED)'),
  401: DESK_REFUSALS[401],
  403: problem('The role may not (ROLE_FORBIDDEN), or no second factor yet (SECOND_FACTOR_REQUIRED)'),
  ...TENANT_NOT_FOUND_RESPONSE,
} as const;

export const preferencesRoute = createRoute({
  ...settingsRoute, method: 'get', path: '/desk/settings/preferences', summary: 'The tenant\'s preferences, fees and unpaid-order lifetime (OWNER)',
  responses: { 200: jsonResponse(DeskPreferences, 'The preferences'), ...READ_REFUSALS },
});

export const savePreferencesRoute = createRoute({
  ...settingsRoute, method: 'put', path: '/desk/settings/preferences', summary: 'Saves the preferences; audited, raises the site version (OWNER, second factor)',
  request: { body: jsonBody(DeskPreferences, 'Every preference') },
  responses: { 200: jsonResponse(DeskPreferences, 'The preferences as saved'), ...WRITE_REFUSALS },
});

export const exchangeRateRoute = createRoute({
  ...settingsRoute, method: 'get', path: '/desk/settings/exchange-rate', summary: 'The exchange rate and its history, newest first (OWNER)',
  responses: { 200: jsonResponse(ExchangeRateSettings, 'The rate and its history'), ...READ_REFUSALS },
});

export const setExchangeRateRoute = createRoute({
  ...settingsRoute, method: 'put', path: '/desk/settings/exchange-rate', summary: 'Sets the exchange rate for new quotes; audited, raises the site version (OWNER, second factor)',
  request: { body: jsonBody(ExchangeRateChange, 'The new rate') },
  responses: { 200: jsonResponse(ExchangeRateSettings, 'The rate and its history'), ...WRITE_REFUSALS },
});
