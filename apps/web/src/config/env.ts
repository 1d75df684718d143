/** Build-time configuration, read once. The API lives under /api on the same origin unless VITE_API_URL says otherwise. */
function readApiUrl(): string {
  const value = import.meta.env.VITE_API_URL;
  return typeof value === 'string' && value.trim() ? value.trim().replace(/\/+$/, '') : '/api';
}

export const env = {
  API_URL: readApiUrl(),
} as const;
