import type { MultipartBody } from '@signal-portal/core';

/** A multipart body as bytes, with the Content-Type that names its boundary. */
export interface EncodedForm {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * Encodes a multipart body with Node's own FormData, Blob and Response (WHATWG, built in), so the CLI
 * needs no form library and loads Node's fetch internals only when it uploads a file.
 */
export const encodeMultipart = async (body: MultipartBody): Promise<EncodedForm> => {
  const form = new FormData();
  for (const part of body.parts) {
    if (part.kind === 'field') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.data)], { type: part.contentType }),
        part.filename,
      );
  }
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    bytes: new Uint8Array(await encoded.arrayBuffer()),
  };
};
