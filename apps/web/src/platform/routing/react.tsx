/**
 * The public pages' router in React: the provider, the outlet, links and the hooks the pages use.
 * Their names and shapes follow React Router's, so the pages read the same in both apps.
 */
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Location, NavigateOptions, Params, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);

/** The route being drawn: its place among the matches, and what its parent gave its outlet. */
const RouteContext = createContext<{ index: number; outletContext: unknown }>({ index: -1, outletContext: undefined });

const ErrorContext = createContext<unknown>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A page of the public router is drawn outside its RouterProvider.');
  return router;
}

function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(
    useCallback((listener: () => void) => router.subscribe(listener), [router]),
    () => router.state,
    () => router.state,
  );
}

/**
 * One route of the page: its component, or its ErrorBoundary when the page's error stops here (the
 * last match). A route with an ErrorBoundary also catches what fails while it or a route below is drawn.
 */
function RouteLevel({ index, outletContext }: { index: number; outletContext?: unknown }) {
  const { matches, error, location } = useRouterState();
  const match = matches[index];
  if (!match) return null;
  const Boundary = match.route.ErrorBoundary;
  const fallback = Boundary ? (
    <RouteContext.Provider value={{ index, outletContext }}>
      <Boundary />
    </RouteContext.Provider>
  ) : null;
  if (error !== null && error !== undefined && index === matches.length - 1)
    return <ErrorContext.Provider value={error}>{fallback}</ErrorContext.Provider>;
  if (!match.Component) return null;
  const page = (
    <RouteContext.Provider value={{ index, outletContext }}>
      <match.Component />
    </RouteContext.Provider>
  );
  if (!Boundary) return page;
  return (
    <RenderErrorBoundary fallback={fallback} resetKey={location.key}>
      {page}
    </RenderErrorBoundary>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}

/** A route that fails while drawing shows its ErrorBoundary; the next address tries again. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterContext.Provider value={router}>
      <RouterView />
    </RouterContext.Provider>
  );
}

function RouterView() {
  return <RouteLevel index={0} />;
}

/** Where the child route of the current one is drawn. */
export function Outlet({ context }: { context?: unknown }) {
  const { index } = useContext(RouteContext);
  return <RouteLevel index={index + 1} outletContext={context} />;
}

export function useOutletContext<T>(): T {
  return useContext(RouteContext).outletContext as T;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useParams(): Params {
  const { matches } = useRouterState();
  return matches[matches.length - 1]?.params ?? {};
}

/** The result of the current route's loader: `useLoaderData<typeof pageLoader>()`. */
export function useLoaderData<Loader extends (...args: never[]) => unknown>(): Awaited<ReturnType<Loader>> {
  const { matches } = useRouterState();
  const { index } = useContext(RouteContext);
  return matches[index]?.data as Awaited<ReturnType<Loader>>;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export function useNavigation(): { state: 'idle' | 'loading'; location: Location | null } {
  const { navigation } = useRouterState();
  return { state: navigation ? 'loading' : 'idle', location: navigation };
}

export function useRevalidator(): { revalidate: () => Promise<void>; state: 'idle' | 'loading' } {
  const router = useRouter();
  const { revalidating } = useRouterState();
  return useMemo(() => ({ revalidate: () => router.revalidate(), state: revalidating ? 'loading' : 'idle' }), [router, revalidating]);
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => Promise<void>] {
  const { location } = useRouterState();
  const router = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = value.toString();
      return router.navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, options);
    },
    [router, location],
  );
  return [params, set];
}

/** Goes to `to` once drawn (a step of the checkout that the order has already passed). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An ordinary link that the router follows in place; a new tab, a download or a modified click stays the browser's. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((target && target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
