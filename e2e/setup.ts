import { failOnContractMismatches } from './contract-check';

failOnContractMismatches();
