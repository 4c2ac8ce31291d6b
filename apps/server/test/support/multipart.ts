/** A multipart/form-data body as a browser would send it. */
export async function multipart(files: { name: string; type: string; content: string | Uint8Array }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([f.content] as ConstructorParameters<typeof Blob>[0], { type: f.type }), f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}
