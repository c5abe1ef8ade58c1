import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { uploadResource } from './resources';

const server = useApiServer();

describe('resource endpoints', () => {
  it('uploadResource posts the file as multipart files[] and answers the stored file', async () => {
    let sent: File | null = null;
    let fields: string[] = [];
    server.use(rest.post(`${API}/api/resource/post`, async ({ request }) => {
      const form = await request.formData();
      fields = [...form.keys()];
      sent = form.get('files[]') as File;
      return HttpResponse.json([{ Id: 'r1', Name: sent.name, Size: sent.size }]);
    }));
    const progress: number[] = [];
    const stored = await uploadResource(testHttpClient().http, new File(['申报书'], '申报书.pdf', { type: 'application/pdf' }), (percent) => progress.push(percent));
    expect(stored).toEqual({ Id: 'r1', Name: '申报书.pdf', Size: 9 });
    expect(fields).toEqual(['files[]']);
    expect(progress.at(-1)).toBe(100);
  });
});
