import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getNoticiasFeedQueryOptions, type NewsSearch } from '../api/get-noticias.ts';
import { searchTerm } from './paging.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';

const keyOf = (search: NewsSearch) => JSON.stringify([search.busca ?? '', search.ano ?? 0]);

/**
 * Runs a search before the list shows it: one that finds news becomes the list's search
 * (`commit`); an empty or failed one leaves the list as it was, shows the notice for 10 s and
 * disables 'Carregar mais' until the list changes (public-site.md §8).
 */
export function useNewsSearch(
  idCategoria: number,
  current: NewsSearch,
  commit: (busca: string | undefined) => void,
) {
  const queryClient = useQueryClient();
  const notice = useTimedNotice();
  const [searching, setSearching] = useState(false);
  const [failedOn, setFailedOn] = useState<string | undefined>();
  // The latest commit: a search answering late must not undo a season changed meanwhile.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const search = async (input: string, emptyText: string) => {
    const busca = searchTerm(input);
    setSearching(true);
    let found = false;
    try {
      const data = await queryClient.fetchInfiniteQuery(
        getNoticiasFeedQueryOptions(idCategoria, { busca, ano: current.ano }),
      );
      found = (data.pages[0]?.resultado.length ?? 0) > 0;
    } catch {
      // The API client already reported the failure; the visitor gets the same notice.
    } finally {
      setSearching(false);
    }
    if (!found) {
      setFailedOn(keyOf(current));
      notice.show(emptyText);
      return;
    }
    setFailedOn(undefined);
    notice.hide();
    commitRef.current(busca);
  };

  return {
    search,
    searching,
    notice: notice.message,
    loadMoreDisabled: failedOn === keyOf(current),
  };
}
