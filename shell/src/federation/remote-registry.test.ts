import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, loadRemotePage, registerSiteRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

function Page() {
  return null;
}

beforeEach(() => {
  jest.clearAllMocks();
  delete window.__SITE_ENV__;
});

describe('registerSiteRemotes', () => {
  it('registers every remote by the entry beside the manifest the server configured, defaulting to the local ports', () => {
    window.__SITE_ENV__ = { remotes: { marketing: 'https://cdn.example.com/marketing/releases/0123456789ab/mf-manifest.json' } };
    registerSiteRemotes();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'https://cdn.example.com/marketing/releases/0123456789ab/remoteEntry.js' },
      { name: 'content', entry: 'http://localhost:8082/remoteEntry.js' },
      { name: 'catalogue', entry: 'http://localhost:8083/remoteEntry.js' },
      { name: 'tools', entry: 'http://localhost:8084/remoteEntry.js' },
    ]);
  });
});

describe('loadRemotePage', () => {
  it('loads the exposed module by its remote id', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadRemotePage('tools', './contact-page', false)).resolves.toEqual({ default: Page });
    expect(mockedLoadRemote).toHaveBeenCalledWith('tools/contact-page');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  });

  it('wraps a failed load in a RemoteUnavailableError', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    await expect(loadRemotePage('tools', './contact-page', false)).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('treats a module without a component as unavailable', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    await expect(loadRemotePage('marketing', './podcast-page', false)).rejects.toThrow('marketing');
  });

  it('re-registers the remote with force on a retry, so the failed entry is fetched again', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await loadRemotePage('tools', './contact-page', true);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://localhost:8084/remoteEntry.js' }],
      { force: true },
    );
  });
});
