// jsdom lacks a few browser APIs radix primitives call (pointer capture, scrollIntoView,
// ResizeObserver). Tests that open a radix Select import this once.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installRadixPolyfills(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  (globalThis as Record<string, unknown>).ResizeObserver ??= ResizeObserverStub;
}
