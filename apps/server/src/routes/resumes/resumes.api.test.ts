import { existsSync } from 'node:fs';
import path from 'node:path';
import { linesToItems, makeDocx, makePdf } from '@careerlens/core/testing/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  storedFileSize,
  type TestContext,
} from '../../../test/test-context';
import { RESUME_FILES_DIR } from '../../composition/container';

let context: TestContext;
let counter = 0;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context?.close();
});

const pdf = makePdf([
  linesToItems(['Sam Rivera', 'Experience', 'Analyst at Northwind, 2019 - 2023', 'Skills', 'SQL, Excel']),
]);

/** A different file per name: the same bytes twice would be refused as a duplicate. */
function pdfNamed(name: string): Uint8Array {
  return makePdf([linesToItems([name, 'Experience', 'Analyst at Northwind, 2019 - 2023', 'Skills', 'SQL'])]);
}

async function newUser(): Promise<{ token: string; id: string }> {
  counter += 1;
  const email = `resumes.${counter}.${Date.now()}@example.com`;
  const password = 'resume-tests-1';
  await context.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'Sam', lastName: 'Rivera' },
  });
  const signin = await context.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  });
  return { token: signin.json().token, id: signin.json().id };
}

function upload(token: string, fileName: string, content: Uint8Array, field = 'file') {
  const { payload, headers } = multipartBody([{ name: field, fileName, content }]);
  return context.app.inject({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

function call(method: 'GET' | 'DELETE' | 'PUT', url: string, token?: string) {
  return context.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('POST /api/resumes/upload', () => {
  it('stores the file with its row and makes the first upload primary', async () => {
    const { token } = await newUser();
    const first = await upload(token, 'sam.pdf', pdf);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      originalFileName: 'sam.pdf',
      isPrimary: true,
      status: 'UPLOADED',
      fileType: 'pdf',
    });
    const second = await upload(token, 'sam-v2.docx', makeDocx([{ heading: 'Experience' }, 'Analyst']));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ isPrimary: false, fileType: 'docx' });
    const id = first.json().id;
    expect(await storedFileSize(context, id)).toBe(pdf.byteLength);
  });

  it('refuses the same bytes uploaded again by the same user with 409 and says which resume has them', async () => {
    const { token } = await newUser();
    const first = await upload(token, 'sam.pdf', pdf);
    expect(first.statusCode).toBe(201);
    const again = await upload(token, 'sam (1).pdf', pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_FILE');
    expect(again.json().message).toMatch(
      /^You already uploaded this file: it is in My Resumes as sam\.pdf \(uploaded \d{1,2} [A-Z][a-z]{2} \d{4}\)\.$/,
    );
    const list = await call('GET', '/api/resumes', token);
    expect(list.json()).toHaveLength(1);
    // Another user may upload the same file; a changed file is a new upload.
    const other = await newUser();
    expect((await upload(other.token, 'sam.pdf', pdf)).statusCode).toBe(201);
    const changed = new Uint8Array([...pdf, 0x0a]);
    expect((await upload(token, 'sam.pdf', changed)).statusCode).toBe(201);
    // Once deleted, the file can be uploaded again.
    await call('DELETE', `/api/resumes/${first.json().id}`, token);
    expect((await upload(token, 'sam.pdf', pdf)).statusCode).toBe(201);
  });

  it('accepts plain text in UTF-8 and Windows-1252', async () => {
    const { token } = await newUser();
    const text = Buffer.from(
      'Café manager - résumé\nExperience\nShift lead at the Harbor Café, 2019 - 2022\nSkills: cash handling, food safety',
      'latin1',
    );
    const response = await upload(token, 'cv.txt', new Uint8Array(text));
    expect(response.statusCode).toBe(201);
    expect(response.json().fileType).toBe('txt');
  });

  it('rejects empty, oversized, unknown and mislabelled files with the spec messages', async () => {
    const { token } = await newUser();
    const empty = await upload(token, 'cv.pdf', new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Invalid file type');

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf);
    const tooBig = await upload(token, 'cv.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'File size cannot exceed 10MB' });

    const image = await upload(
      token,
      'cv.pdf',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    );
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toContain('Please upload a PDF, DOC, DOCX, or TXT file');

    const mislabelled = await upload(token, 'cv.docx', pdf);
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json().message).toContain('named .docx');

    const html = await upload(
      token,
      'cv.doc',
      new TextEncoder().encode('<!DOCTYPE html><html><body>cv</body></html>'),
    );
    expect(html.statusCode).toBe(400);

    const list = await call('GET', '/api/resumes', token);
    expect(list.json()).toEqual([]);
  });

  it('requires a file part, multipart and a signed-in user', async () => {
    const { token } = await newUser();
    const wrongField = await upload(token, 'cv.pdf', pdf, 'resume');
    expect(wrongField.statusCode).toBe(400);
    const { payload, headers } = multipartBody([{ name: 'documentType', value: 'resume' }]);
    const noFile = await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose a file to upload.');
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listing, primary and delete', () => {
  it('lists primary first, then newest first, and answers 404 for a missing primary', async () => {
    const { token } = await newUser();
    expect((await call('GET', '/api/resumes/primary', token)).statusCode).toBe(404);
    const ids: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      ids.push((await upload(token, name, pdfNamed(name))).json().id);
    const list = (await call('GET', '/api/resumes', token)).json();
    expect(list.map((resume: { originalFileName: string }) => resume.originalFileName)).toEqual([
      'a.pdf',
      'c.pdf',
      'b.pdf',
    ]);
    expect((await call('GET', '/api/resumes/primary', token)).json().id).toBe(ids[0]);
  });

  it('setting a primary clears the others', async () => {
    const { token } = await newUser();
    const a = (await upload(token, 'a.pdf', pdfNamed('a'))).json().id;
    const b = (await upload(token, 'b.pdf', pdfNamed('b'))).json().id;
    const set = await call('PUT', `/api/resumes/${b}/primary`, token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: b, isPrimary: true });
    const list = (await call('GET', '/api/resumes', token)).json();
    expect(list.map((resume: { id: string; isPrimary: boolean }) => [resume.id, resume.isPrimary])).toEqual([
      [b, true],
      [a, false],
    ]);
  });

  it('the database refuses a second primary resume for a user', async () => {
    const { token, id } = await newUser();
    await upload(token, 'a.pdf', pdfNamed('a'));
    const b = (await upload(token, 'b.pdf', pdfNamed('b'))).json().id;
    await expect(
      context.runtime.database.db.execute(
        `update resumes set is_primary = true where id = '${b}' and user_id = '${id}'`,
      ),
    ).rejects.toThrow();
  });

  it('deleting the primary promotes the newest remaining resume', async () => {
    const { token } = await newUser();
    const a = (await upload(token, 'a.pdf', pdfNamed('a'))).json().id;
    await upload(token, 'b.pdf', pdfNamed('b'));
    const c = (await upload(token, 'c.pdf', pdfNamed('c'))).json().id;
    const deleted = await call('DELETE', `/api/resumes/${a}`, token);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/resumes/primary', token)).json().id).toBe(c);
    expect((await call('GET', `/api/resumes/${a}`, token)).statusCode).toBe(404);
    const files = await context.runtime.database.db.execute(
      `select count(*)::int as n from resume_files where resume_id = '${a}'`,
    );
    expect(Number((files as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
    // Nothing of the file is left in the data folder either (the embedded database keeps files there).
    expect(existsSync(path.join(context.dataDir, RESUME_FILES_DIR, a))).toBe(false);
    expect(await storedFileSize(context, c)).toBe(pdfNamed('c').byteLength);
  });
});

describe('authorisation', () => {
  it("answers 404 on every route for another user's resume, and keeps it intact", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const id = (await upload(owner.token, 'private.pdf', pdf)).json().id;
    for (const [method, url] of [
      ['GET', `/api/resumes/${id}`],
      ['DELETE', `/api/resumes/${id}`],
      ['PUT', `/api/resumes/${id}/primary`],
      ['GET', `/api/resumes/${id}/download-url`],
    ] as const) {
      const response = await call(method, url, intruder.token);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resume not found' });
    }
    expect((await call('GET', '/api/resumes', intruder.token)).json()).toEqual([]);
    const mine = await call('GET', `/api/resumes/${id}`, owner.token);
    expect(mine.json()).toMatchObject({ id, isPrimary: true });
  });

  it('rejects malformed ids and missing tokens', async () => {
    const { token } = await newUser();
    expect((await call('GET', '/api/resumes/not-a-uuid', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/resumes/00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/resumes')).statusCode).toBe(401);
  });
});

describe('signed download links', () => {
  it('serves the original bytes as an attachment without the Authorization header', async () => {
    const { token } = await newUser();
    const id = (await upload(token, 'Résumé Sam.pdf', pdf)).json().id;
    const link = await call('GET', `/api/resumes/${id}/download-url`, token);
    expect(link.statusCode).toBe(200);
    const { downloadUrl, expiresAt } = link.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const file = await context.app.inject({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%20Sam.pdf");
    expect(new Uint8Array(file.rawPayload)).toEqual(pdf);
  });

  it('refuses forged and expired links', async () => {
    const { token } = await newUser();
    const id = (await upload(token, 'a.pdf', pdf)).json().id;
    const forged = await context.app.inject({
      method: 'GET',
      url: '/api/resumes/download/eyJhbGciOiJIUzI1NiJ9.e30.abcdefghijk',
    });
    expect(forged.statusCode).toBe(404);
    const expired = await context.runtime.services.tokens.issueScoped(id, 'resume-download', -5);
    const late = await context.app.inject({ method: 'GET', url: `/api/resumes/download/${expired}` });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toContain('expired');
    // A session token is not a download link.
    const session = await context.app.inject({ method: 'GET', url: `/api/resumes/download/${token}` });
    expect(session.statusCode).toBe(404);
  });
});
