// The landing page can run without the router (to stay small); everything that navigates in code
// goes through here, and uses the router once it has registered itself.
type ClientNavigate = (to: string, options?: { replace?: boolean }) => void;

let clientNavigate: ClientNavigate | null = null;

export function setClientNavigator(fn: ClientNavigate): void {
  clientNavigate = fn;
}

export function hasClientNavigator(): boolean {
  return clientNavigate !== null;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (clientNavigate) clientNavigate(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
