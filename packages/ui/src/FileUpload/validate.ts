export interface FileRules {
  /** Allowed extensions, lower case with the dot: `['.pdf', '.doc', '.docx']`. */
  accept: string[];
  /** The largest allowed size in bytes. */
  maxBytes: number;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Why a file cannot be uploaded, in words a person can act on; `null` when it is fine. */
export function fileError(file: { name: string; size: number }, rules: FileRules): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!rules.accept.includes(ext)) {
    return `“${file.name}” is not a ${rules.accept.join(', ')} file. Choose a file of one of those types.`;
  }
  if (file.size > rules.maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}. Choose a smaller file.`;
  }
  return null;
}
