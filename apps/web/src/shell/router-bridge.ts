import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router';

/**
 * The router as code outside React sees it (the http client's 401 handling, logout, the chat runtime): the root's
 * router mounts NavigatorBridge once; everything else navigates and reads the current page through here.
 */
let navigateFn: NavigateFunction | null = null;
let location = { pathname: '/', search: '' };

/** Lets code outside React (the http client's 401 handling, logout) navigate and read the current page. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const loc = useLocation();
  useEffect(() => {
    navigateFn = navigate;
    location = { pathname: loc.pathname, search: loc.search };
  }, [navigate, loc.pathname, loc.search]);
  return null;
}

export function appNavigate(to: string, options?: NavigateOptions): void {
  if (navigateFn) void navigateFn(to, options);
  else window.location.assign(to);
}

export function currentLocation(): { pathname: string; search: string } {
  return location;
}
