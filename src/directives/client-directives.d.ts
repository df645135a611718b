declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first pointer, touch, focus or key interaction anywhere in the page. */
      'client:interact'?: boolean;
    }
  }
}
export {};
