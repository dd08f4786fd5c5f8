/** Absolute path of the schema folder. */
export declare const schemaDir: string;
/** Every *.graphql file of the schema folder, in file-name order. */
export declare function loadTypeDefs(dir?: string): string[];
