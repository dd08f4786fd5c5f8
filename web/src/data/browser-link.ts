// The browser's Apollo link: /graphql with the visitor's token, and the reports the chrome shows.
import { ApolloLink, HttpLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { reportRequest } from './request-events';

/** SPEC §6: a token kept in local storage, when present, goes with every API request as the Token header. */
function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

const tokenLink = new ApolloLink((operation, forward) => {
  const token = storedToken();
  if (token) operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, token } }));
  return forward(operation);
});

/** A response without a body is 'system busy' (SPEC §7/§8); any failure fails the progress bar. */
const reportLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const sub = forward(operation).subscribe({
        next(result) {
          if (result.data == null && !result.errors?.length) reportRequest('empty');
          else if (result.errors?.length) reportRequest('failed');
          observer.next(result);
        },
        error(error: unknown) {
          const empty = error instanceof Error && /JSON|Unexpected end|empty/i.test(error.message);
          reportRequest(empty ? 'empty' : 'failed');
          observer.error(error);
        },
        complete() {
          observer.complete();
        },
      });
      return () => sub.unsubscribe();
    }),
);

export function browserLink(): ApolloLink {
  return ApolloLink.from([reportLink, tokenLink, new HttpLink({ uri: '/graphql' })]);
}
