import { withLanguagePrefix } from '@arenabet/domain';
import { ROUTES, type RouteName, type RoutePath } from './route-map.ts';

/** `'/line/:sport/:champ'` -> `'sport' | 'champ'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = {
  [K in ParamNames<RoutePath<N>>]: string | number;
};

/**
 * The path of a named route in a language: `pathFor('informationPage', { slug: 'rules' }, 'en')`
 * -> `/en/information/rules`. Routes without parameters take `{}`.
 */
export function pathFor<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  language: string,
): string {
  const values: Record<string, string | number> = params;
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return withLanguagePrefix(path, language);
}
