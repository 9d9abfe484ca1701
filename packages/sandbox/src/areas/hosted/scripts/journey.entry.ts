import { startJourneyPage } from './journey';

startJourneyPage();
