import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

const inSuspense = (element: React.ReactNode) => renderToString(<Suspense fallback={<i>加载中</i>}>{element}</Suspense>);

describe('lazyPage', () => {
  it('suspends while its code is on its way, like React.lazy', () => {
    const Page = lazyPage(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(inSuspense(<Page name="周建华" />)).toContain('加载中');
  });

  it('renders at once, without the fallback, once its code has loaded (a preloaded page)', async () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    Page.preload();
    expect(await Page.load()).toBe(Greeting);
    const html = inSuspense(<Page name="周建华" />);
    expect(html).toContain('你好，<!-- -->周建华');
    expect(html).not.toContain('加载中');
  });

  it('where React.lazy, its module already loaded, still shows the fallback first (what lazyPage avoids)', async () => {
    const module = Promise.resolve({ default: Greeting });
    await module;
    const Page = lazy(() => module);
    expect(inSuspense(<Page name="周建华" />)).toContain('加载中');
  });

  it('shares one load between the preload and the render, and keeps a failure', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    });
    Page.preload();
    await expect(Page.load()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(Page.load()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(loads).toBe(1);
  });
});
