export declare const serverCommand: { command: string; args: string[] };
