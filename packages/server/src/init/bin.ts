// Entry of the installed `veriframe` command (bin/veriframe.js).
import { main } from './cli';

process.exitCode = main(process.argv.slice(2));
