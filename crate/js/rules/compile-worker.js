// Compiles a wasm module off the page's thread and posts it back (init.js,
// compileInWorker, sends the module's URL; this answers { module } or
// { error }). A server that does not say application/wasm gets the bytes
// compiled whole, as wasm-bindgen's own loader does.
self.onmessage = async ({ data: url }) => {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
    const streaming = response.headers.get('content-type')?.startsWith('application/wasm');
    const module = streaming
      ? await WebAssembly.compileStreaming(response)
      : await WebAssembly.compile(await response.arrayBuffer());
    self.postMessage({ module });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
