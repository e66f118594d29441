/** Audio as the speech engines make it and the audio stores keep it. */
export interface Audio {
  contentType: string;
  bytes: Uint8Array;
}
