/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time key of the optional payload obfuscation (ARCHITECTURE §4); also read from API_PAYLOAD_KEY. */
  readonly VITE_API_PAYLOAD_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
