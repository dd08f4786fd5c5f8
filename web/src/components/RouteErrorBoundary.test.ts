// A navigation that fails in the browser (offline, gateway gone) shows a Chinese sentence, never the
// error's own English text ("Failed to fetch").
import { expect, it } from 'vitest';
import { QueryError } from '../data/query';
import { BUSY_TEXT } from '../data/request-events';
import { errorText, FAILED_TEXT, NETWORK_TEXT } from './RouteErrorBoundary';

it('says what happened in Chinese', () => {
  expect(errorText(new QueryError('Failed to fetch', 'NETWORK_ERROR'))).toBe(NETWORK_TEXT);
  expect(errorText(new TypeError('Failed to fetch'))).toBe(NETWORK_TEXT);
  expect(errorText(new QueryError('upstream timeout', 'UPSTREAM_TIMEOUT'))).toBe(BUSY_TEXT);
  expect(errorText(new Error('Cannot read properties of undefined'))).toBe(FAILED_TEXT);
});
