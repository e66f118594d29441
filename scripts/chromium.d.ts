export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const fontsEnv: { FONTCONFIG_FILE: string; XDG_CACHE_HOME: string };
export declare const chromiumLaunch: {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
export declare function hasChromium(): boolean;
