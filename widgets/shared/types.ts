// Props shared by several widgets. Everything here is JSON: it travels from the server to
// the browser in the island's props script.
export interface NavLinkItem { title: string; url: string; icon?: string; description?: string; children?: NavLinkItem[] }
export interface LinkItem { title: string; url: string }
