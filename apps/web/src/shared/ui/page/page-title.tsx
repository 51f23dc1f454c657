import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';

/*
 * The tab's title names the open page in the page's language (issue 13): the page says its
 * name with `usePageTitle`, the layout writes `document.title`. The layout holds the name as
 * state, so the order in which page and layout effects run does not matter.
 */

type SetPageTitle = (title: string | undefined) => void;

const PageTitleContext = createContext<SetPageTitle>(() => {});

/** The page's name before the brand; the site's own title where the page names none (home). */
export function documentTitle(page: string | undefined, brand: string, site: string): string {
  return page ? `${page} — ${brand}` : site;
}

interface PageTitleProviderProps {
  brand: string;
  /** The title of a page that names none. */
  site: string;
  children: ReactNode;
}

export function PageTitleProvider({ brand, site, children }: PageTitleProviderProps) {
  const [page, setPage] = useState<string>();
  useLayoutEffect(() => {
    document.title = documentTitle(page, brand, site);
  }, [page, brand, site]);
  return <PageTitleContext.Provider value={setPage}>{children}</PageTitleContext.Provider>;
}

/** Names the open page in the tab while this component is shown; undefined while unknown. */
export function usePageTitle(title: string | undefined): void {
  const setPage = useContext(PageTitleContext);
  useLayoutEffect(() => {
    setPage(title || undefined);
    return () => setPage(undefined);
  }, [setPage, title]);
}
