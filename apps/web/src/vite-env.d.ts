/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_REQUEST_RETRIES?: string;
}
