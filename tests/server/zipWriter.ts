/** The tests' zip writer is the packaging script's (scripts/zipWriter.ts). */
export { appPackage, zip, type ZipEntryInput } from '../../scripts/zipWriter.js';
