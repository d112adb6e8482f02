import type { HttpMethod } from '../ports/http.port.js';
import type {
  AuthOf,
  BodyOf,
  CsvRouteKey,
  FieldOf,
  IdempotentRouteKey,
  MethodOf,
  MultipartRouteKey,
  ParamNameOf,
  PathOf,
  RouteKey,
} from './contract.js';

/** Who may call a route: anyone with the site token, or only a signed-in member (else NOT_SIGNED_IN). */
export type RouteAuth = 'public' | 'member';

/** How a route takes its body. */
export type BodyKind = 'none' | 'json' | 'optional-json' | 'multipart';

export type BodyKindOf<K extends RouteKey> = K extends MultipartRouteKey
  ? 'multipart'
  : [BodyOf<K>] extends [never]
    ? 'none'
    : undefined extends BodyOf<K>
      ? 'optional-json'
      : 'json';

/** A route's runtime description: what the server registers and docs/api.md lists. */
export interface RouteMeta<K extends RouteKey = RouteKey> {
  readonly key: K;
  readonly method: MethodOf<K>;
  readonly path: PathOf<K>;
  readonly pathParams: readonly ParamNameOf<K>[];
  /** The success body's field that carries the value. */
  readonly field: FieldOf<K>;
  readonly auth: AuthOf<K>;
  readonly body: BodyKindOf<K>;
  readonly multipart: K extends MultipartRouteKey ? true : false;
  /** Takes (and with a money move, requires) an Idempotency-Key header. */
  readonly idempotent: K extends IdempotentRouteKey ? true : false;
  /** Streams CSV when the query has format=csv. */
  readonly csv: K extends CsvRouteKey ? true : false;
}

/** The hand-written part of a route; the type makes field, body kind and flags agree with the contract. */
interface RouteSpec<K extends RouteKey> {
  readonly field: FieldOf<K>;
  readonly auth: AuthOf<K>;
  readonly body: BodyKindOf<K>;
}

const PARAM_PATTERN = /\{([^}]+)\}/g;

const IDEMPOTENT_ROUTES: ReadonlySet<RouteKey> = new Set<IdempotentRouteKey>(['POST /withdraw']);
const CSV_ROUTES: ReadonlySet<RouteKey> = new Set<CsvRouteKey>([
  'GET /report/settlement',
  'GET /report/unsettled',
  'GET /report/outcome',
  'GET /report/order',
  'GET /signal/{id}/history',
]);

const expand = <K extends RouteKey>(key: K, spec: RouteSpec<K>): RouteMeta<K> => {
  const [method, path] = key.split(' ') as [MethodOf<K>, PathOf<K>];
  return {
    key,
    method,
    path,
    pathParams: [...path.matchAll(PARAM_PATTERN)].map((m) => m[1]) as ParamNameOf<K>[],
    field: spec.field,
    auth: spec.auth,
    body: spec.body,
    multipart: (spec.body === 'multipart') as RouteMeta<K>['multipart'],
    idempotent: IDEMPOTENT_ROUTES.has(key) as RouteMeta<K>['idempotent'],
    csv: CSV_ROUTES.has(key) as RouteMeta<K>['csv'],
  };
};

const SPECS: { readonly [K in RouteKey]: RouteSpec<K> } = {
  'GET /entry': { field: 'entry', auth: 'public', body: 'none' },
  'GET /user': { field: 'user', auth: 'member', body: 'none' },
  'GET /user_check/username': { field: 'exists', auth: 'public', body: 'none' },
  'GET /user_check/email': { field: 'exists', auth: 'public', body: 'none' },
  'GET /user_check/phone': { field: 'exists', auth: 'public', body: 'none' },
  'GET /user/referral': { field: 'referral', auth: 'member', body: 'none' },
  'PUT /user/language': { field: 'success', auth: 'member', body: 'json' },
  'GET /user/kyc/status': { field: 'kyc', auth: 'member', body: 'none' },

  'POST /auth/register_by_email': { field: 'success', auth: 'public', body: 'json' },
  'POST /auth/register_by_phone': { field: 'success', auth: 'public', body: 'json' },
  'POST /auth/login_by_email': { field: 'success', auth: 'public', body: 'json' },
  'POST /auth/login_by_phone': { field: 'success', auth: 'public', body: 'json' },
  'POST /auth/email': { field: 'success', auth: 'member', body: 'json' },
  'PATCH /auth/email/verify': { field: 'user', auth: 'member', body: 'json' },
  'PATCH /auth/verify': { field: 'user', auth: 'public', body: 'json' },
  'DELETE /auth/logout': { field: 'success', auth: 'member', body: 'none' },
  'POST /auth/ws_token': { field: 'token', auth: 'member', body: 'none' },
  'GET /auth/ip_to_country': { field: 'country', auth: 'public', body: 'none' },

  'GET /symbol': { field: 'symbols', auth: 'member', body: 'none' },
  'GET /asset/wallet': { field: 'wallet', auth: 'member', body: 'none' },
  'GET /asset/wallet/real/record': { field: 'records', auth: 'member', body: 'none' },
  'GET /asset/wallet/token/record': { field: 'records', auth: 'member', body: 'none' },
  'GET /asset/wallet/config': { field: 'config', auth: 'member', body: 'none' },
  'GET /asset/summary': { field: 'summary', auth: 'member', body: 'none' },

  'PATCH /user': { field: 'user', auth: 'member', body: 'multipart' },
  'GET /user/bank_account': { field: 'bankAccounts', auth: 'member', body: 'none' },
  'POST /user/bank_account': { field: 'bankAccount', auth: 'member', body: 'json' },
  'PUT /user/bank_account/{id}': { field: 'bankAccount', auth: 'member', body: 'json' },
  'DELETE /user/bank_account/{id}': { field: 'success', auth: 'member', body: 'none' },
  'GET /user/crypto_address': { field: 'cryptoAddresses', auth: 'member', body: 'none' },
  'POST /user/crypto_address': { field: 'cryptoAddress', auth: 'member', body: 'json' },
  'PUT /user/crypto_address/{id}': { field: 'cryptoAddress', auth: 'member', body: 'json' },
  'DELETE /user/crypto_address/{id}': { field: 'success', auth: 'member', body: 'none' },
  'POST /user/kyc': { field: 'kyc', auth: 'member', body: 'multipart' },

  'GET /signal': { field: 'signals', auth: 'member', body: 'none' },
  'POST /signal': { field: 'signal', auth: 'member', body: 'json' },
  'GET /signal/{id}': { field: 'signal', auth: 'member', body: 'none' },
  'PATCH /signal/{id}': { field: 'signal', auth: 'member', body: 'json' },
  'DELETE /signal/{id}': { field: 'success', auth: 'member', body: 'none' },
  'POST /signal/{id}/enable': { field: 'signal', auth: 'member', body: 'none' },
  'POST /signal/{id}/disable': { field: 'signal', auth: 'member', body: 'none' },
  'POST /signal/{id}/archive': { field: 'signal', auth: 'member', body: 'none' },
  'POST /signal/{id}/submit': { field: 'signal', auth: 'member', body: 'none' },
  'POST /signal/{id}/headshot': { field: 'signal', auth: 'member', body: 'multipart' },

  'POST /signal/{id}/connect': { field: 'signal', auth: 'member', body: 'json' },
  'POST /signal/{id}/disconnect': { field: 'signal', auth: 'member', body: 'none' },
  'POST /signal/{id}/reconnect': { field: 'signal', auth: 'member', body: 'optional-json' },
  'GET /server': { field: 'servers', auth: 'member', body: 'none' },

  'GET /signal/{id}/symbol': { field: 'matching', auth: 'member', body: 'none' },
  'PUT /signal/{id}/symbol': { field: 'matching', auth: 'member', body: 'json' },
  'POST /signal/{id}/symbol/sync': { field: 'matching', auth: 'member', body: 'none' },

  'GET /signal/{id}/performance': { field: 'performance', auth: 'member', body: 'none' },
  'GET /signal/{id}/followers': { field: 'followers', auth: 'member', body: 'none' },
  'GET /signal/{id}/robots': { field: 'robots', auth: 'member', body: 'none' },
  'GET /signal/{id}/history': { field: 'history', auth: 'member', body: 'none' },

  'POST /signal/{id}/tw/order': { field: 'order', auth: 'member', body: 'json' },
  'GET /signal/{id}/tw/order': { field: 'orders', auth: 'member', body: 'none' },

  'GET /report/settlement': { field: 'records', auth: 'member', body: 'none' },
  'GET /report/unsettled': { field: 'records', auth: 'member', body: 'none' },
  'GET /report/outcome': { field: 'records', auth: 'member', body: 'none' },
  'GET /report/order': { field: 'records', auth: 'member', body: 'none' },

  'GET /withdraw/config': { field: 'config', auth: 'member', body: 'none' },
  'POST /withdraw': { field: 'withdrawal', auth: 'member', body: 'json' },
  'GET /withdraw': { field: 'withdrawals', auth: 'member', body: 'none' },
  'GET /withdraw/{id}': { field: 'withdrawal', auth: 'member', body: 'none' },
  'POST /withdraw/{id}/cancel': { field: 'withdrawal', auth: 'member', body: 'none' },
};

/** Every route of the contract with its runtime description, keyed like ApiContract. */
export const API_ROUTES: { readonly [K in RouteKey]: RouteMeta<K> } = Object.fromEntries(
  (Object.keys(SPECS) as RouteKey[]).map((key) => [key, expand(key, SPECS[key] as RouteSpec<typeof key>)]),
) as { readonly [K in RouteKey]: RouteMeta<K> };

export const ROUTE_KEYS = Object.keys(API_ROUTES) as readonly RouteKey[];

export const routeMeta = <K extends RouteKey>(key: K): RouteMeta<K> => API_ROUTES[key];

/** The route a method and concrete path belong to (e.g. 'GET', '/signal/42' -> 'GET /signal/{id}'). */
export const matchRoute = (method: HttpMethod, path: string): RouteKey | undefined => {
  const segments = path.split('/');
  return ROUTE_KEYS.find((key) => {
    const meta = API_ROUTES[key];
    if (meta.method !== method) return false;
    const template = meta.path.split('/');
    return (
      template.length === segments.length &&
      template.every((part, i) => (part.startsWith('{') ? segments[i] !== '' : part === segments[i]))
    );
  });
};
