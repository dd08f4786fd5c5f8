// The back office's browser entry: a single-page app on the admin origin (ADMIN_PORT). The
// gateway's admin listener answers every path with a shell holding <div id="root"> and this module; the
// app asks /graphql on the same origin, where the session is an HttpOnly cookie the script never sees.
// Apollo Client keeps nothing for long: every list and screen asks the server again (network-only), and
// signing out clears the store. Its JSON requests carry `content-type: application/json`, which Apollo
// Server's CSRF prevention requires of every operation.
import './admin.css.ts?stylesheet';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { tap } from 'rxjs';
import { reportSignedOut, saysSignedOut } from './lib/errors';
import { adminRoutes } from './routes';
import { adminSystem } from './system';

// A session that ended elsewhere (revoked, expired, the account disabled) shows on the next answer: the
// session root asks `me` again and the frame goes to the sign-in, keeping the page to come back to.
const signedOutLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.operationName !== 'AdminMe' && saysSignedOut(result.errors)) reportSignedOut();
    }),
  ),
);

const client = new ApolloClient({
  link: ApolloLink.from([signedOutLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { 'content-type': 'application/json' } })]),
  cache: new InMemoryCache(),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'network-only' },
    query: { fetchPolicy: 'network-only' },
  },
});

const router = createBrowserRouter(adminRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
