// Types of scripts/sha256-wasm.js, for its test.
export declare const WAT: string;
export declare const OUT: string;
export declare function sha256WasmModule(): Promise<string>;
