import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { fetchResourceAttachment, inlineResourceUrl, resourcePath, uploadResource } from './resources';

const server = useApiServer();

describe('resource endpoints', () => {
  it('uploadResource posts the file as multipart files[] and answers the stored file', async () => {
    let sent: File | null = null;
    let fields: string[] = [];
    server.use(
      rest.post(`${API}/api/resource/post`, async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        sent = form.get('files[]') as File;
        return HttpResponse.json([{ Id: 'r1', Name: sent.name, Size: sent.size }]);
      }),
    );
    const progress: number[] = [];
    const stored = await uploadResource(testHttpClient().http, new File(['申报书'], '申报书.pdf', { type: 'application/pdf' }), (percent) =>
      progress.push(percent),
    );
    expect(stored).toEqual({ Id: 'r1', Name: '申报书.pdf', Size: 9 });
    expect(fields).toEqual(['files[]']);
    expect(progress.at(-1)).toBe(100);
  });

  it('reads a file inline or as an attachment at /api/resource/get/{id}/{name}', async () => {
    let asked = '';
    let cookieMode: RequestCredentials | undefined;
    server.use(
      rest.get(`${API}/api/resource/get/:id/:name`, ({ request }) => {
        asked = new URL(request.url).pathname + new URL(request.url).search;
        return new HttpResponse('文件内容', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const { http } = testHttpClient();
    const file = { Id: 'r 1', Name: '申报书.pdf' };
    expect(resourcePath(file, false)).toBe('/api/resource/get/r%201/%E7%94%B3%E6%8A%A5%E4%B9%A6.pdf?has_download=false');
    expect(inlineResourceUrl(http, file)).toBe(`${API}${resourcePath(file, false)}`);
    const response = await fetchResourceAttachment(http, file, (url, init) => {
      cookieMode = init.credentials;
      return globalThis.fetch(url, init);
    });
    expect(await response.text()).toBe('文件内容');
    expect(asked).toBe('/api/resource/get/r%201/%E7%94%B3%E6%8A%A5%E4%B9%A6.pdf?has_download=true');
    expect(cookieMode).toBe('include');
  });
});
