export { toeflModule } from "./toefl.manifest";
export { toeflCombinedTranscripts, toeflCorrectedMails, toeflScoreOverrides } from "./toefl.table";
