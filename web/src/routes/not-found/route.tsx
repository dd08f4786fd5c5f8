// Catch-all: any path no page route matches answers 404 'This page could not be found'.
import { data } from 'react-router';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';

export function loader(): never {
  throw data<RouteErrorData>({ kind: 'route' }, { status: 404 });
}

export function Component() {
  return null;
}
