// The signed-in account (`me`), asked once when the app starts and again on every navigation, so a role
// taken away or a session revoked elsewhere shows at the next screen (the server has refused it already).
import { useQuery } from '@apollo/client/react';
import { createContext, use, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { graphql } from '../gql';
import type { AdminMeQuery } from '../gql/graphql';
import { onSignedOut } from './lib/errors';

export type Me = NonNullable<AdminMeQuery['me']>;

interface Session {
  /** The account, null when nobody is signed in; undefined while the first answer is on its way. */
  me: Me | null | undefined;
  /** Asks again (after signing in or out, or a second factor set up). */
  refresh: () => Promise<Me | null>;
  /** The first answer failed (network). */
  failed: boolean;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside <SessionRoot>');
  return session;
}

/** The signed-in account, inside the frame (which renders only once there is one). */
export function useMe(): Me {
  const { me } = useSession();
  if (!me) throw new Error('useMe outside the signed-in frame');
  return me;
}

/** The root route: asks `me`, provides it, renders the matched screen. */
export function SessionRoot() {
  const { data, previousData, error, refetch } = useQuery(ME, { fetchPolicy: 'network-only' });
  const { pathname } = useLocation();
  const asked = useRef(pathname);
  useEffect(() => {
    if (asked.current === pathname) return;
    asked.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  useEffect(() => onSignedOut(() => void refetch().catch(() => undefined)), [refetch]);
  const current = data ?? previousData;
  const session: Session = {
    me: current ? current.me : error ? null : undefined,
    failed: !current && !!error,
    refresh: async () => (await refetch()).data?.me ?? null,
  };
  return (
    <SessionContext value={session}>
      <Outlet />
    </SessionContext>
  );
}

const ME = graphql(`
  query AdminMe {
    me {
      id
      login
      name
      staffRole
      totpEnabled
      stage
      brands {
        brandId
        brandName
        role
      }
    }
  }
`);
