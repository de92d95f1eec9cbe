import { render, screen } from '@testing-library/react';
import { okResponse, type StubbedCmsClient } from './test-cms-client';
import { MemoryRouter, useLocation, useNavigate } from '@site/shared/router';
import { AxiosError, type AxiosAdapter } from 'axios';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';

/** The stand-in CMS: a collection's entries as Strapi answers them, or made from the request's query parameters. */
export type CmsAnswers = Record<string, unknown[] | ((params: Record<string, string>) => unknown[])>;

/** Answers each request from `answers`, and notes its path; a collection it does not know fails, as the CMS down. */
export function answerFrom(answers: CmsAnswers, asked: string[] = []): AxiosAdapter {
  return async (config) => {
    const path = config.url ?? '';
    asked.push(path);
    const answer = answers[path];
    if (answer === undefined) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const data = typeof answer === 'function' ? answer((config.params ?? {}) as Record<string, string>) : answer;
    return okResponse(config, { data, meta: { pagination: { page: 1, pageCount: 1, total: data.length } } });
  };
}

/** The address bar and the browser's back and forward buttons, for a test to read and press. */
function BrowserChrome() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Adelante
      </button>
    </>
  );
}

/** What the address bar shows. */
export const addressBar = (): string | null => screen.getByTestId('address').textContent;

/**
 * Renders a list page at `url` in a router of its own, against the stand-in CMS; `fallback` is
 * what the server handed over (swr's fallback data).
 */
export function renderListPage(
  cms: StubbedCmsClient,
  Page: ComponentType,
  url: string,
  answers: CmsAnswers,
  { asked, fallback = {} }: { asked?: string[]; fallback?: Record<string, unknown> } = {},
) {
  cms.stub(answerFrom(answers, asked));
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
        <BrowserChrome />
      </MemoryRouter>
    </SWRConfig>,
  );
}
