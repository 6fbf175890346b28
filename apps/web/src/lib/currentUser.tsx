// The signed-in user, provided by the protected area's layout and read by any screen inside it.
import type { Me } from '@sommai/shared';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<Me | null>(null);

export function CurrentUserProvider({ user, children }: { user: Me; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user, for components inside the protected area. */
export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is only available inside the signed-in area');
  return me;
}
