// A screen only the roles that may use it see; the others get 无权访问 (the server refuses its fields anyway).
import type { ReactNode } from 'react';
import { mayUse, type Screen } from '../lib/access';
import { useMe } from '../session';
import { Forbidden } from './Forbidden';

export function Guard({ screen, children }: { screen: Screen; children: ReactNode }) {
  const me = useMe();
  return mayUse(me, screen) ? children : <Forbidden />;
}
