import { topologyFor } from '@site/shared/config/topology';
import { MAX_TARGET_LENGTH, targetProblem } from './request-guard';

/** The shell's Host as a visitor on this machine sends it (localhost:8080 by default). */
const shellHost = new URL(topologyFor().origins.shell).host;
const shellPort = topologyFor().ports.shell;

describe('targetProblem', () => {
  it.each([
    ['/', shellHost],
    ['/blog/medicion-audiencia-privacidad', 'www.example.com'],
    ['/productos?buscar=t%C3%B3tem&categoria=pantallas', 'www.example.com'],
    ['/api/cases?filters%5Bid%5D%5B%24eq%5D=3', `127.0.0.1:${shellPort}`],
    ['/', `[::1]:${shellPort}`],
    ['/', 'example.com.'],
  ])('accepts %s with Host %s', (target, host) => {
    expect(targetProblem(target, host)).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:9999/api/articles', 'localhost', 400],
    ['https://www.example.com/', 'www.example.com', 400],
    ['*', 'localhost', 400],
    ['//evil.example/x', 'localhost', 400],
    ['127.0.0.1:9999', 'localhost', 400],
    ['/', undefined, 400],
    ['/', '', 400],
    ['/', 'bad host', 400],
    ['/', 'localhost:99999999', 400],
    ['/', 'evil.example/x', 400],
    ['/', 'user@evil.example', 400],
    ['/blog%E0%A4%A', 'localhost', 400],
    ['/%zz', 'localhost', 400],
    [`/${'a'.repeat(MAX_TARGET_LENGTH)}`, 'localhost', 414],
  ])('refuses %s with Host %s: %d', (target, host, status) => {
    expect(targetProblem(target, host)).toMatchObject({ status });
  });
});
