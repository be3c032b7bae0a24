// jsdom has no ResizeObserver; Headless UI's menus and comboboxes watch their anchor with one while
// open. Nothing in the component tests measures layout, so an observer that never reports will do.
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
