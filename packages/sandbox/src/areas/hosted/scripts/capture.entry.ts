import { startCapturePage } from './capture';

startCapturePage();
