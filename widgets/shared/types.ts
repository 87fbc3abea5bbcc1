// Props shared by several widgets. Everything here is JSON: it travels from the server to
// the browser in the island's props script.
export interface NavLinkItem { title: string; url: string; icon?: string; description?: string; children?: NavLinkItem[] }
/** `target`: an editor's "open in a new window". */
export interface LinkItem { title: string; url: string; target?: '_blank' }
