// Placeholder mount: the consent behaviour lands in this folder.
export function mount(_node: HTMLElement, _props: unknown): void {}
