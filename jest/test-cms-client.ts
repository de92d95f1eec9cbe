import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { loadCmsClient } from '@site/shared/cms';

/** The CMS's client for a test file, whose HTTP a test replaces at axios' adapter. */
export interface StubbedCmsClient {
  /** The client itself (loaded before the file's first test). */
  readonly client: AxiosInstance;
  /** Answers this test's requests with `adapter`; the real one is back after the test. */
  stub(adapter: AxiosAdapter): void;
}

/**
 * Unit tests stub HTTP at axios' adapter (the real Strapi is exercised end to end). Call at the top of a
 * test file or a describe: it registers the hooks that load the client and put its adapter back.
 */
export function stubbedCmsClient(): StubbedCmsClient {
  let client: AxiosInstance | undefined;
  let originalAdapter: AxiosInstance['defaults']['adapter'];
  const loaded = (): AxiosInstance => {
    if (!client) throw new Error('The CMS client is loaded in beforeAll: use it inside a test.');
    return client;
  };
  beforeAll(async () => {
    client = await loadCmsClient();
    originalAdapter = client.defaults.adapter;
  });
  afterEach(() => {
    loaded().defaults.adapter = originalAdapter;
  });
  return {
    get client() {
      return loaded();
    },
    stub(adapter) {
      loaded().defaults.adapter = adapter;
    },
  };
}

/** A 200 answer carrying `data`, as axios hands it back. */
export function okResponse(config: InternalAxiosRequestConfig, data: unknown): AxiosResponse {
  return { data, status: 200, statusText: 'OK', headers: {}, config };
}
